import { AuthMessages, AuthTexts, CallTexts, FileTexts, MatchingTexts, Texts } from '@helpwire/contracts';
import { contractTextKeys, errorCodeText, validationKey } from '@helpwire/web-core';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { UPLOAD_FAILED } from '../upload/upload-file';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The texts the account forms show, each under the name of the constant that holds it (decision 0040). */
const keys = contractTextKeys({
  'texts.auth': AuthTexts,
  'texts.messages': AuthMessages,
  'texts.file': FileTexts,
  'texts.common': Texts,
  'texts.matching': MatchingTexts,
  'texts.call': CallTexts,
  'account.upload': { failed: UPLOAD_FAILED },
});

/** A contract or server text in the reader's language: the web core's validation keys, then ours, else the English text. */
export function translateText(t: Translate, text: string): string {
  const core = validationKey(text);
  if (core && core !== text) return t(core);
  const key = keys.get(text);
  return key ? t(key, { defaultValue: text }) : text;
}

/**
 * A failed call's message in the reader's language: the text for its reason code (ours under "codes",
 * else the kit's platform and content codes), else the text lookups above, else the server's own
 * message (decision 0016).
 */
export function translateFailure(t: Translate, failure: { code?: string | undefined; message: string }): string {
  const byCode = failure.code && t(`codes.${failure.code}`, { defaultValue: '' });
  return byCode || (failure.code && errorCodeText(failure.code)) || translateText(t, failure.message);
}

export function useErrorText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('account-forms');
  return useCallback((text: string | undefined) => (text ? translateText(t, text) : undefined), [t]);
}

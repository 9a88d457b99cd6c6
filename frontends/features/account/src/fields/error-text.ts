import { errorCodeText, validationKey } from '@helpwire/web-core';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Texts keyed by their English wording ("account.errors"): dots and colons are safe. */
function lookup(t: Translate, group: string, text: string): string | undefined {
  const table = t(group, { returnObjects: true }) as unknown;
  if (!table || typeof table !== 'object') return undefined;
  const hit = (table as Record<string, unknown>)[text];
  return typeof hit === 'string' ? hit : undefined;
}

/** A contract or server text in the reader's language: the kit's validation keys, then ours, else the English text. */
export function translateText(t: Translate, text: string): string {
  const key = validationKey(text);
  if (key && key !== text) return t(key);
  return lookup(t, 'account.errors', text) ?? lookup(t, 'auth.errors', text) ?? lookup(t, 'auth.messages', text) ?? text;
}

/**
 * A failed call's message in the reader's language: the text for its reason code (ours under "codes",
 * else the kit's platform and content codes), else the text lookups above, else the server's own
 * message (decision 0016).
 */
export function translateFailure(t: Translate, failure: { code?: string | undefined; message: string }): string {
  return (failure.code && (lookup(t, 'codes', failure.code) ?? errorCodeText(failure.code))) || translateText(t, failure.message);
}

export function useErrorText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('account-forms');
  return useCallback((text: string | undefined) => (text ? translateText(t, text) : undefined), [t]);
}

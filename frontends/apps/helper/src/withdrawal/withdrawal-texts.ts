import { WithdrawalTexts } from '@helpwire/contracts';
import { apiFailures, translateFailure } from '@helpwire/account';
import { errorCodeText } from '@helpwire/web-core';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

const keyByText = new Map<string, string>(Object.entries(WithdrawalTexts).map(([name, text]) => [text, `withdrawal.texts.${name}`] as const));

export interface WithdrawalTextTools {
  /** A contracts text (a server message, a validation message) in the reader's language. */
  text: (english: string) => string;
  /** A failed call in the reader's language: by reason code, then by its text, else the account forms' tables, else `fallback`. */
  failure: (error: unknown, fallback?: string) => string;
}

/** The withdrawal texts in the reader's language (helper namespace; the reason codes from the web core). */
export function useWithdrawalTexts(): WithdrawalTextTools {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const forms = useTranslation('account-forms').t;
  const text = useCallback((english: string) => {
    const key = keyByText.get(english);
    return key ? t(key) : english;
  }, [t]);
  const failure = useCallback(
    (error: unknown, fallback?: string) => {
      const first = apiFailures(error)[0];
      if (!first) return fallback ?? t('errors.something-went-wrong');
      const byCode = first.code?.startsWith('PAYMENT_') ? errorCodeText(first.code) : undefined;
      if (byCode) return byCode;
      const key = keyByText.get(first.message);
      return key ? t(key) : translateFailure(forms, first);
    },
    [t, forms],
  );
  return { text, failure };
}

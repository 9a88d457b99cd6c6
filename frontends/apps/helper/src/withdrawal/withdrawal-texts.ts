import { WithdrawalTexts } from '@helpwire/contracts';
import { useFailureText } from '@helpwire/account';
import { contractTextKeys } from '@helpwire/web-core';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

/** The contracts' withdrawal texts that reach the form as texts (schema validation, success answers), by their key. */
const keyOfContractText = contractTextKeys({ 'withdrawal.texts': WithdrawalTexts });

export interface WithdrawalTextTools {
  /** A contracts text (a schema validation message, a success answer) in the reader's language. */
  text: (english: string) => string;
  /** A failed call in the reader's language: by its reason code (the withdrawal pages' `codes.PAYMENT_*`, decision 0040), else `fallback`. */
  failure: (error: unknown, fallback?: string) => string;
}

/** The withdrawal pages' texts (helper namespace): failures by reason code, contracts texts by key. */
export function useWithdrawalTexts(): WithdrawalTextTools {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const text = useCallback(
    (english: string) => {
      const key = keyOfContractText.get(english);
      return key ? t(key) : english;
    },
    [t],
  );
  const failure = useFailureText(HELPER_NAMESPACE);
  return { text, failure };
}

import { PaymentTexts, type ErrorReason } from '@helpwire/contracts';
import { useFailureText } from '@helpwire/account';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { CardFormTexts } from './card-input';

/** The card form's validation messages (the contracts' and the form's schema texts) by their key. */
const keyOfValidation = new Map<string, string>([
  ...Object.entries(PaymentTexts).map(([name, text]) => [text, `payment.texts.${name}`] as const),
  ...Object.entries(CardFormTexts).map(([name, text]) => [text, `payment.formTexts.${name}`] as const),
]);

/** The card field a sandbox failure is about, to show it under that field. */
export const FIELD_OF_CODE: Partial<Record<ErrorReason, 'cardNumber' | 'expiry' | 'cvc'>> = {
  PAYMENT_CARD_BAD_NUMBER: 'cardNumber',
  PAYMENT_NOT_TEST_CARD: 'cardNumber',
  PAYMENT_CARD_EXPIRED: 'expiry',
  PAYMENT_CARD_BAD_CVC: 'cvc',
};

export interface PaymentTextTools {
  /** A schema validation message of the card form in the reader's language. */
  validation: (english: string) => string;
  /** A failed call in the reader's language: by its reason code (the page's `codes.PAYMENT_*`, decision 0040). */
  failure: (error: unknown) => string;
}

/** The payment page's texts: its failures by reason code, its form's validation messages. */
export function usePaymentTexts(): PaymentTextTools {
  const { t } = useTranslation(USER_NAMESPACE);
  const validation = useCallback(
    (english: string) => {
      const key = keyOfValidation.get(english);
      return key ? t(key) : english;
    },
    [t],
  );
  const failure = useFailureText(USER_NAMESPACE);
  return { validation, failure };
}

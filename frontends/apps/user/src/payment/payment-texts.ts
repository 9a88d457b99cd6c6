import { PaymentTexts, type ErrorReason } from '@helpwire/contracts';
import { apiFailures, translateFailure } from '@helpwire/account';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { CardFormTexts } from './card-input';

const keyByText = new Map<string, string>([
  ...Object.entries(PaymentTexts).map(([name, text]) => [text, `payment.texts.${name}`] as const),
  ...Object.entries(CardFormTexts).map(([name, text]) => [text, `payment.formTexts.${name}`] as const),
]);

/** The payment reason codes the page explains itself (decision 0016), by the text they stand for. */
const TEXT_OF_CODE: Partial<Record<ErrorReason, keyof typeof PaymentTexts>> = {
  PAYMENT_NO_DEFAULT_CARD: 'selectDefaultCard',
  PAYMENT_CARD_NOT_FOUND: 'cardNotFound',
  PAYMENT_CARD_DECLINED: 'cardDeclined',
  PAYMENT_CARD_EXPIRED: 'cardExpired',
  PAYMENT_CARD_BAD_CVC: 'badCvc',
  PAYMENT_CARD_BAD_NUMBER: 'badNumber',
  PAYMENT_NOT_TEST_CARD: 'notTestCard',
  PAYMENT_AUTHENTICATION_REQUIRED: 'authenticationRequired',
  PAYMENT_AUTHENTICATION_FAILED: 'authenticationFailed',
  PAYMENT_SETUP_INTENT_NOT_FOUND: 'setupIntentNotFound',
  PAYMENT_SETUP_NOT_COMPLETE: 'setupNotComplete',
  PAYMENT_SANDBOX_ONLY: 'sandboxOnly',
  PAYMENT_PROVIDER_UNAVAILABLE: 'providerUnavailable',
};

/** The card field a sandbox failure is about, to show it under that field. */
export const FIELD_OF_CODE: Partial<Record<ErrorReason, 'cardNumber' | 'expiry' | 'cvc'>> = {
  PAYMENT_CARD_BAD_NUMBER: 'cardNumber',
  PAYMENT_NOT_TEST_CARD: 'cardNumber',
  PAYMENT_CARD_EXPIRED: 'expiry',
  PAYMENT_CARD_BAD_CVC: 'cvc',
};

export interface PaymentTextTools {
  /** A contracts or form text (a server message, a validation message) in the reader's language. */
  text: (english: string) => string;
  /** A failed call in the reader's language: by reason code, then by its text, else the account forms' tables. */
  failure: (error: unknown) => string;
}

/**
 * The page's texts in the reader's language: the payment codes and texts from the user namespace,
 * everything else (generic codes, shared validation texts) as the account forms translate it.
 */
export function usePaymentTexts(): PaymentTextTools {
  const { t } = useTranslation(USER_NAMESPACE);
  const forms = useTranslation('account-forms').t;
  const text = useCallback((english: string) => {
    const key = keyByText.get(english);
    return key ? t(key) : english;
  }, [t]);
  const failure = useCallback(
    (error: unknown) => {
      const first = apiFailures(error)[0];
      if (!first) return t('errors.something-went-wrong');
      const name = first.code && TEXT_OF_CODE[first.code];
      if (name) return t(`payment.texts.${name}`);
      const key = keyByText.get(first.message);
      return key ? t(key) : translateFailure(forms, first);
    },
    [t, forms],
  );
  return { text, failure };
}

import { PaymentTexts, SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import { passesLuhn } from './luhn';

/** How a sandbox test card behaves, as Stripe documents its test cards. */
export type TestCardBehaviour = keyof typeof SANDBOX_TEST_CARDS;

export interface SandboxCardForm {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface AcceptedTestCard {
  behaviour: TestCardBehaviour;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const BEHAVIOUR_BY_NUMBER = new Map<string, TestCardBehaviour>(
  Object.entries(SANDBOX_TEST_CARDS).map(([behaviour, number]) => [number, behaviour as TestCardBehaviour]),
);

/** Stripe's brand for a number's prefix (enough for the test cards and for refusing real ones clearly). */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/**
 * Checks a sandbox card form the way Stripe's test mode answers it: a mistyped number (Luhn) is
 * "incorrect", an expiry before this month is "expired", a CVC of the wrong length is "incorrect",
 * and any number that is not one of the test cards is refused: the sandbox never takes a real card.
 * The declined card passes here: it is declined when the setup is confirmed, as with Stripe.
 */
export function checkSandboxCard(form: SandboxCardForm, now: Date): AcceptedTestCard {
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw new AppError('INVALID_ARGUMENT', PaymentTexts.badNumber, 'PAYMENT_CARD_BAD_NUMBER');
  const behaviour = BEHAVIOUR_BY_NUMBER.get(digits);
  if (!behaviour) throw new AppError('INVALID_ARGUMENT', PaymentTexts.notTestCard, 'PAYMENT_NOT_TEST_CARD');
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (form.expMonth < 1 || form.expMonth > 12 || form.expYear * 12 + (form.expMonth - 1) < thisMonth) {
    throw new AppError('INVALID_ARGUMENT', PaymentTexts.cardExpired, 'PAYMENT_CARD_EXPIRED');
  }
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc)) throw new AppError('INVALID_ARGUMENT', PaymentTexts.badCvc, 'PAYMENT_CARD_BAD_CVC');
  return { behaviour, brand, last4: digits.slice(-4), expMonth: form.expMonth, expYear: form.expYear };
}

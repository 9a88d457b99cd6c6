import { PaymentTexts, SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { brandOf, checkSandboxCard } from './sandbox-card-rules';
import { passesLuhn } from './luhn';

const now = new Date('2026-11-24T12:00:00Z');
const form = { cardNumber: SANDBOX_TEST_CARDS.succeeds as string, expMonth: 12, expYear: 2030, cvc: '123' };

function refusal(change: Partial<typeof form>) {
  try {
    checkSandboxCard({ ...form, ...change }, now);
  } catch (error) {
    return { message: (error as Error).message, reason: (error as { reason?: string }).reason };
  }
  throw new Error('accepted');
}

describe('sandbox card rules (Stripe test-card behaviour)', () => {
  it('accepts the three test cards, keeping only brand, last 4 and expiry', () => {
    expect(checkSandboxCard(form, now)).toEqual({ behaviour: 'succeeds', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(checkSandboxCard({ ...form, cardNumber: '4000 0000 0000 0002' }, now).behaviour).toBe('declined');
    expect(checkSandboxCard({ ...form, cardNumber: '4000-0025-0000-3155' }, now).behaviour).toBe('requiresAuthentication');
  });

  it('accepts this month, refuses last month as expired', () => {
    expect(checkSandboxCard({ ...form, expMonth: 11, expYear: 2026 }, now).expMonth).toBe(11);
    expect(refusal({ expMonth: 10, expYear: 2026 })).toEqual({ message: PaymentTexts.cardExpired, reason: 'PAYMENT_CARD_EXPIRED' });
    expect(refusal({ expMonth: 12, expYear: 2025 })).toEqual({ message: PaymentTexts.cardExpired, reason: 'PAYMENT_CARD_EXPIRED' });
  });

  it('refuses a CVC of the wrong length', () => {
    expect(refusal({ cvc: '12' })).toEqual({ message: PaymentTexts.badCvc, reason: 'PAYMENT_CARD_BAD_CVC' });
    expect(refusal({ cvc: '1234' })).toEqual({ message: PaymentTexts.badCvc, reason: 'PAYMENT_CARD_BAD_CVC' });
  });

  it('refuses a mistyped number (Luhn) as incorrect', () => {
    expect(refusal({ cardNumber: '4242424242424241' })).toEqual({ message: PaymentTexts.badNumber, reason: 'PAYMENT_CARD_BAD_NUMBER' });
  });

  it('never takes a real-looking card outside the test numbers', () => {
    // Valid Luhn numbers that are not Stripe test cards (a Visa and a Mastercard shape).
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(refusal({ cardNumber: '4111111111111111' })).toEqual({ message: PaymentTexts.notTestCard, reason: 'PAYMENT_NOT_TEST_CARD' });
    expect(refusal({ cardNumber: '5555555555554444' }).reason).toBe('PAYMENT_NOT_TEST_CARD');
  });

  it('names the brand by prefix', () => {
    expect([brandOf('4242'), brandOf('5555'), brandOf('3782'), brandOf('6011'), brandOf('9999')]).toEqual([
      'visa',
      'mastercard',
      'amex',
      'discover',
      'unknown',
    ]);
  });
});

import { cardIdBody, paymentsRuntimeConfigSchema, PaymentTexts, sandboxConfirmSetupBody, SANDBOX_TEST_CARDS } from './payment';

const form = { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x', cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: 2034, cvc: '123' };

describe('payment contracts', () => {
  it('normalises the sandbox card form: spaces and dashes out of the number, expiry as numbers', () => {
    expect(sandboxConfirmSetupBody.parse(form)).toMatchObject({ cardNumber: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2034 });
    expect(sandboxConfirmSetupBody.parse({ ...form, cardNumber: '4000-0000-0000-0002' }).cardNumber).toBe(SANDBOX_TEST_CARDS.declined);
  });

  it.each([
    [{ cardNumber: '' }, PaymentTexts.cardNumberRequired],
    [{ cardNumber: '4242 abcd 4242 4242' }, PaymentTexts.cardNumberFormat],
    [{ expMonth: 13 }, PaymentTexts.expMonthInvalid],
    [{ expYear: 34 }, PaymentTexts.expYearInvalid],
    [{ cvc: '12' }, PaymentTexts.cvcInvalid],
    [{ name: 'x'.repeat(101) }, PaymentTexts.nameTooLong],
  ])('refuses %j with its text', (change, text) => {
    const result = sandboxConfirmSetupBody.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(text);
  });

  it('needs a card id', () => {
    expect(cardIdBody.safeParse({}).error?.issues[0]?.message).toBe(PaymentTexts.cardIdRequired);
    expect(cardIdBody.safeParse({ cardId: '  ' }).error?.issues[0]?.message).toBe(PaymentTexts.cardIdRequired);
  });

  it('knows only the two providers', () => {
    expect(paymentsRuntimeConfigSchema.parse({ provider: 'stripe', publishableKey: 'pk_test_1' })).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });
    expect(paymentsRuntimeConfigSchema.safeParse({ provider: 'paypal' }).success).toBe(false);
  });
});

import { cardFormSchema, formatCardNumber, formatExpiry, isExpired, passesLuhn } from './card-input';

describe('the sandbox card form input', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 42', '4242 42'],
    ['378282246310005', '3782 822463 10005'],
    ['4242-4242-4242-4242-4242', '4242 4242 4242 4242 424'],
    ['abc', ''],
  ])('groups %p as %p (American Express 4-6-5, others in fours, at most 19 digits)', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1234', '12 / 34'],
    ['12 / 345', '12 / 34'],
    ['4', '04'],
    ['412', '04 / 12'],
  ])('shows the expiry %p as %p', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('knows the Luhn check', () => {
    expect(['4242424242424242', '4000000000000002', '4000002500003155', '378282246310005'].map(passesLuhn)).toEqual([true, true, true, true]);
    expect(['4242424242424241', '1234567812345678', ''].map(passesLuhn)).toEqual([false, false, false]);
  });

  it('a card is good through the end of its expiry month', () => {
    const now = new Date(2026, 10, 24);
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isExpired(12, 2025, now)).toBe(true);
  });

  it('answers the body the sandbox route takes: digits, month and four-digit year, the name only when given', async () => {
    const parsed = await cardFormSchema.parseAsync({ cardNumber: '3782 822463 10005', expiry: '07 / 39', cvc: '1234', name: '  ', makeDefault: true });
    expect(parsed).toEqual({ card: { cardNumber: '378282246310005', expMonth: 7, expYear: 2039, cvc: '1234' }, makeDefault: true });
    // American Express takes 4 digits, others 3.
    const amexWithThree = await cardFormSchema.safeParseAsync({ cardNumber: '378282246310005', expiry: '07/39', cvc: '123', name: '', makeDefault: false });
    expect(amexWithThree.success ? [] : amexWithThree.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cvc', "Your card's security code is incorrect."],
    ]);
  });
});

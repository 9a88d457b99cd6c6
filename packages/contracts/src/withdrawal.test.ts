import { bankDetailsBody, createWithdrawalBody, dollarsToCents, WithdrawalTexts } from './withdrawal';

const bank = {
  title: 'Main',
  accountNumber: '12345678',
  bankName: 'Gulf Bank',
  branchName: 'Marina',
  routingNumber: '021000021',
  swiftCode: 'GULFAEADXXX',
  country: 'AE',
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('withdrawal contracts', () => {
  it('reads dollars into integer cents from the digits, never through a float', () => {
    expect([dollarsToCents('25'), dollarsToCents('25.5'), dollarsToCents('25.05'), dollarsToCents(' 0.10 '), dollarsToCents('100000')]).toEqual([
      2500, 2550, 2505, 10, 10_000_000,
    ]);
    for (const bad of ['', '1.234', '-1', '1e3', '12,50', '.5', 'abc']) expect([bad, dollarsToCents(bad)]).toEqual([bad, undefined]);
    // 0.1 + 0.2 is not 0.3 in floating point; as text it is exact.
    expect(dollarsToCents(String(0.3))).toBe(30);
  });

  it('keeps spec §5 withdrawal rules: at least $1, an instruction', () => {
    expect(createWithdrawalBody.parse({ amount: 1, specialInstruction: ' x ' })).toEqual({ amount: 100, specialInstruction: 'x' });
    expect(messages(createWithdrawalBody.safeParse({ amount: '0.99', specialInstruction: 'x' }))).toEqual([WithdrawalTexts.amountMinimum]);
    expect(messages(createWithdrawalBody.safeParse({ specialInstruction: '' }))).toEqual([WithdrawalTexts.amountRequired, WithdrawalTexts.instructionRequired]);
  });

  it('keeps spec §5 bank rules, one message per broken field, with "Invalid SWIFT Code format"', () => {
    expect(bankDetailsBody.parse({ ...bank, accountNumber: '1234 5678', swiftCode: 'gulfaeadxxx' })).toMatchObject({
      accountNumber: '12345678',
      swiftCode: 'GULFAEADXXX',
      accountName: '',
    });
    expect(messages(bankDetailsBody.safeParse({ ...bank, swiftCode: 'GULFAEADXX' }))).toEqual(['Invalid SWIFT Code format']);
    expect(messages(bankDetailsBody.safeParse({ ...bank, accountNumber: '', routingNumber: '1234567890' }))).toEqual([
      WithdrawalTexts.accountNumberRequired,
      WithdrawalTexts.routingNumberFormat,
    ]);
    expect(messages(bankDetailsBody.safeParse({ ...bank, accountNumber: '12345678901234567' }))).toEqual([WithdrawalTexts.accountNumberFormat]);
  });
});

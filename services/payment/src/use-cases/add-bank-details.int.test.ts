import { WithdrawalTexts } from '@helpwire/contracts';
import { randomUUID } from 'node:crypto';
import { contextFor } from '../../test/card-fixture';
import { GOOD_BANK_DETAILS, withdrawalFixture } from '../../test/withdrawal-fixture';
import { bankDetails } from '../store/schema';
import { addBankDetails } from './add-bank-details';
import { getBankDetails } from './get-bank-details';
import { updateBankDetails } from './update-bank-details';

describe('bank details (add, read, update)', () => {
  const f = withdrawalFixture();
  const failure = (promise: Promise<unknown>) => f.ledger.failure(promise);

  it("adds the helper's details sealed at rest, answers them with the account number masked, and reads them back", async () => {
    const helper = await f.newHelper();
    expect(await getBankDetails(f.deps, helper.ctx)).toEqual({ details: undefined });
    const { details } = await addBankDetails(
      f.deps,
      { details: { ...GOOD_BANK_DETAILS, swiftCode: 'gulfaeadxxx', accountNumber: '0012 3456 7890 1' } },
      helper.ctx,
    );
    const { accountNumber: _hidden, ...shown } = GOOD_BANK_DETAILS;
    expect(details).toEqual({ ...shown, accountNumberLast4: '8901', updatedAt: expect.any(Date) });
    expect(await getBankDetails(f.deps, helper.ctx)).toEqual({ details });
    // Nothing readable in the database.
    const stored = JSON.stringify(await f.ledger.database.db.select().from(bankDetails));
    for (const value of ['0012345678901', 'GULFAEADXXX', '021000021', 'Gulf Bank', 'Sami Haddad']) expect(stored).not.toContain(value);
  });

  it('refuses a second add (update instead) and an update before any add ("Failed to update payment information")', async () => {
    const helper = await f.newHelper();
    expect(await failure(updateBankDetails(f.deps, { details: GOOD_BANK_DETAILS }, helper.ctx))).toMatchObject({
      reason: 'PAYMENT_BANK_DETAILS_NOT_FOUND',
      message: WithdrawalTexts.failedToUpdatePaymentInformation,
    });
    await addBankDetails(f.deps, { details: GOOD_BANK_DETAILS }, helper.ctx);
    expect(await failure(addBankDetails(f.deps, { details: GOOD_BANK_DETAILS }, helper.ctx))).toMatchObject({ reason: 'PAYMENT_BANK_DETAILS_EXIST' });
    const { details } = await updateBankDetails(f.deps, { details: { ...GOOD_BANK_DETAILS, bankName: 'Harbour Bank', accountNumber: '99887766' } }, helper.ctx);
    expect(details).toMatchObject({ bankName: 'Harbour Bank', accountNumberLast4: '7766' });
    expect((await getBankDetails(f.deps, helper.ctx)).details).toMatchObject({ bankName: 'Harbour Bank', accountNumberLast4: '7766' });
  });

  it.each([
    ['account number of 7 digits', { accountNumber: '1234567' }, WithdrawalTexts.accountNumberFormat],
    ['account number of 17 digits', { accountNumber: '12345678901234567' }, WithdrawalTexts.accountNumberFormat],
    ['account number with letters', { accountNumber: '12345678AB' }, WithdrawalTexts.accountNumberFormat],
    ['routing number of 8 digits', { routingNumber: '02100002' }, WithdrawalTexts.routingNumberFormat],
    ['SWIFT code of 10 characters', { swiftCode: 'GULFAEADXX' }, WithdrawalTexts.swiftCodeFormat],
    ['SWIFT code with a symbol', { swiftCode: 'GULFAEAD-XX' }, WithdrawalTexts.swiftCodeFormat],
    ['missing title', { title: ' ' }, WithdrawalTexts.titleRequired],
    ['missing bank name', { bankName: '' }, WithdrawalTexts.bankNameRequired],
    ['missing branch', { branchName: '' }, WithdrawalTexts.branchNameRequired],
    ['missing country', { country: '' }, WithdrawalTexts.countryRequired],
  ])('refuses a %s with its text and saves nothing', async (_name, change, text) => {
    const helper = await f.newHelper();
    expect(await failure(addBankDetails(f.deps, { details: { ...GOOD_BANK_DETAILS, ...change } }, helper.ctx))).toMatchObject({
      reason: 'VALIDATION_FAILED',
      messages: [text],
    });
    expect(await getBankDetails(f.deps, helper.ctx)).toEqual({ details: undefined });
  });

  it('is for helpers only, each reading only their own', async () => {
    const owner = await f.newHelper();
    await addBankDetails(f.deps, { details: GOOD_BANK_DETAILS }, owner.ctx);
    expect((await getBankDetails(f.deps, (await f.newHelper()).ctx)).details).toBeUndefined();
    const user = contextFor(randomUUID(), 'USER');
    for (const attempt of [
      getBankDetails(f.deps, user),
      addBankDetails(f.deps, { details: GOOD_BANK_DETAILS }, user),
      updateBankDetails(f.deps, { details: GOOD_BANK_DETAILS }, user),
    ]) {
      expect((await failure(attempt)).reason).toBe('ROLE_NOT_ALLOWED');
    }
  });
});

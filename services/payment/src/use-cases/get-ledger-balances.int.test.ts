import { ledgerFixture, money } from '../../test/ledger-fixture';
import { getLedgerBalances } from './get-ledger-balances';

describe('getLedgerBalances', () => {
  const f = ledgerFixture();

  it('answers zero for an account without transfers, and the latest totals after many', async () => {
    const helper = await f.helper();
    expect((await getLedgerBalances(f.deps, { accountIds: [helper.pending] })).balances[0]).toMatchObject({
      kind: 'HELPER_EARNINGS_PENDING',
      posted: money(0n),
      available: money(0n),
      sequence: 0n,
    });
    for (const cents of [100n, 250n, 1n]) await f.fund(helper.pending, cents);
    expect((await getLedgerBalances(f.deps, { accountIds: [helper.pending] })).balances[0]).toMatchObject({
      posted: money(351n),
      creditsPosted: money(351n),
      sequence: 3n,
    });
  });

  it('answers in the order asked; an unknown account is PAYMENT_ACCOUNT_NOT_FOUND', async () => {
    const helper = await f.helper();
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [helper.hold, helper.available] });
    expect(balances.map((b) => b.accountId)).toEqual([helper.hold, helper.available]);
    expect((await f.failure(getLedgerBalances(f.deps, { accountIds: [helper.hold, '00000000-0000-4000-8000-000000000000'] }))).reason).toBe(
      'PAYMENT_ACCOUNT_NOT_FOUND',
    );
    expect((await f.failure(getLedgerBalances(f.deps, { accountIds: [] }))).reason).toBe('VALIDATION_FAILED');
  });
});

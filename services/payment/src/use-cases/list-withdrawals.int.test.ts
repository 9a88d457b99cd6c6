import { WithdrawalTexts } from '@helpwire/contracts';
import { withdrawalNames } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import { withdrawalFixture } from '../../test/withdrawal-fixture';
import { approveWithdrawal } from './approve-withdrawal';
import { createWithdrawal } from './create-withdrawal';
import { getWithdrawal } from './get-withdrawal';
import { listWithdrawals } from './list-withdrawals';
import { getWallet } from './get-wallet';

const usd = (cents: bigint) => Money.of(cents, 'USD').toProto();

describe("the helper's withdrawals, one by id, and the wallet", () => {
  const f = withdrawalFixture();
  const failure = (promise: Promise<unknown>) => f.ledger.failure(promise);

  it("lists the helper's own newest first, paged, and only payouts with status SUCCESS", async () => {
    const helper = await f.fundedHelper(10_000n);
    expect(await listWithdrawals(f.deps, {}, helper.ctx)).toEqual({ withdrawals: [], meta: { currentPage: 1, lastPage: 1, total: 0 } });
    const ids: string[] = [];
    for (const amount of [100n, 200n, 300n]) ids.push((await createWithdrawal(f.deps, f.ask(amount), helper.ctx)).withdrawal!.id);
    await approveWithdrawal(f.deps, { id: ids[0]!, transactionId: 'TX-1' }, f.admin());
    const page1 = await listWithdrawals(f.deps, { page: { page: 1, limit: 2 } }, helper.ctx);
    expect(page1.withdrawals.map((w) => w.id)).toEqual([ids[2], ids[1]]);
    expect(page1.meta).toEqual({ currentPage: 1, lastPage: 2, total: 3 });
    const payouts = await listWithdrawals(f.deps, { status: withdrawalNames.withdrawalStatusNames.toProto('SUCCESS') }, helper.ctx);
    expect(payouts.withdrawals.map((w) => [w.id, w.transactionId])).toEqual([[ids[0], 'TX-1']]);
    expect((await listWithdrawals(f.deps, {}, (await f.fundedHelper(0n)).ctx)).withdrawals).toEqual([]);
  });

  it('answers one of the helper\'s own; another helper\'s and unknown ids are "Withdraw Request Not found."', async () => {
    const helper = await f.fundedHelper(1_000n);
    const { withdrawal } = await createWithdrawal(f.deps, f.ask(400n), helper.ctx);
    expect(await getWithdrawal(f.deps, { id: withdrawal!.id }, helper.ctx)).toEqual({ withdrawal });
    for (const [id, ctx] of [
      [withdrawal!.id, (await f.newHelper()).ctx],
      ['3f1d9a9e-0000-4000-8000-000000000000', helper.ctx],
      ['not-a-uuid', helper.ctx],
    ] as const) {
      expect(await failure(getWithdrawal(f.deps, { id }, ctx))).toMatchObject({
        reason: 'PAYMENT_WITHDRAWAL_NOT_FOUND',
        message: WithdrawalTexts.withdrawRequestNotFound,
      });
    }
  });

  it('the wallet reads available, pending and in-withdrawal from the ledger', async () => {
    const helper = await f.fundedHelper(3_000n);
    await createWithdrawal(f.deps, f.ask(1_200n), helper.ctx);
    expect(await getWallet(f.deps, helper.ctx)).toEqual({ available: usd(1_800n), pending: usd(0n), inWithdrawal: usd(1_200n) });
    expect(await getWallet(f.deps, (await f.newHelper()).ctx)).toEqual({ available: usd(0n), pending: usd(0n), inWithdrawal: usd(0n) });
    expect((await failure(getWallet(f.deps, f.admin()))).reason).toBe('ROLE_NOT_ALLOWED');
  });
});

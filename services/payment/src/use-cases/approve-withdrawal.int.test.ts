import { WithdrawalTexts } from '@helpwire/contracts';
import { withdrawalNames } from '@helpwire/proto';
import { AdminActions, Money, PaymentEvents } from '@helpwire/service-kit';
import { emittedEvents } from '../../test/emitted-events';
import { withdrawalFixture } from '../../test/withdrawal-fixture';
import { findTransfer } from '../store/ledger-queries';
import { approveWithdrawal } from './approve-withdrawal';
import { createWithdrawal } from './create-withdrawal';
import { listOpenWithdrawals } from './list-withdrawals';
import { rejectWithdrawal } from './reject-withdrawal';
import { reviewWithdrawal } from './review-withdrawal';
import { platformPayoutsAccount } from './withdrawal-accounts';
import { getLedgerBalances } from './get-ledger-balances';

const status = withdrawalNames.withdrawalStatusNames.toProto;

describe('the admin approves or rejects a withdrawal', () => {
  const f = withdrawalFixture();
  const failure = (promise: Promise<unknown>) => f.ledger.failure(promise);
  const payoutsPosted = async () => (await getLedgerBalances(f.deps, { accountIds: [await platformPayoutsAccount(f.deps)] })).balances[0]!.posted.amountMinor;

  it('approve pays the hold out (W:payout, PAYOUT, hold → platform payouts) with the transaction id; a retry changes nothing twice', async () => {
    const helper = await f.fundedHelper(5_000n);
    const { withdrawal } = await createWithdrawal(f.deps, f.ask(2_000n), helper.ctx);
    const admin = f.admin();
    const before = await payoutsPosted();
    const approved = await approveWithdrawal(f.deps, { id: withdrawal!.id, transactionId: 'BANK-TX-0001' }, admin);
    expect(approved.withdrawal).toMatchObject({
      id: withdrawal!.id,
      status: status('SUCCESS'),
      transactionId: 'BANK-TX-0001',
      approvedBy: admin.identity.userId,
    });
    expect(await f.balances(helper)).toEqual({ available: 3_000n, pending: 0n, hold: 0n });
    expect(await payoutsPosted()).toBe(before + 2_000n);
    expect(await findTransfer(f.deps.db, `${withdrawal!.id}:payout`)).toMatchObject({
      kind: 'PAYOUT',
      debitAccountId: helper.accounts.hold,
      amount: Money.of(2_000n, 'USD'),
      reference: withdrawal!.id,
    });

    const counts = await f.ledger.counts();
    expect(await approveWithdrawal(f.deps, { id: withdrawal!.id, transactionId: 'BANK-TX-0001' }, f.admin())).toEqual(approved);
    expect(await f.ledger.counts()).toEqual(counts);
    expect(await failure(approveWithdrawal(f.deps, { id: withdrawal!.id, transactionId: 'BANK-TX-OTHER' }, admin))).toMatchObject({
      reason: 'PAYMENT_WITHDRAWAL_ALREADY_DECIDED',
    });
    expect(await failure(rejectWithdrawal(f.deps, { id: withdrawal!.id }, admin))).toMatchObject({
      reason: 'PAYMENT_WITHDRAWAL_ALREADY_DECIDED',
      message: WithdrawalTexts.alreadyDecided,
    });
    expect(await f.balances(helper)).toEqual({ available: 3_000n, pending: 0n, hold: 0n });
    expect(await f.ledger.problems()).toEqual([]);
    // The helper hears of the approval once (helpwire.payment.withdrawal_approved).
    expect(await emittedEvents(f.deps.db, PaymentEvents.withdrawalApproved, (m) => m.withdrawalId === withdrawal!.id)).toEqual([
      expect.objectContaining({ amount: Money.of(2_000n, 'USD').toProto() }),
    ]);
    expect(await emittedEvents(f.deps.db, PaymentEvents.withdrawalRejected, (m) => m.withdrawalId === withdrawal!.id)).toEqual([]);
    // The audit log's entry, once, as the admin's, in the decision's transaction (decision 0065).
    expect(await emittedEvents(f.deps.db, AdminActions.payment, (m) => m.objectId === withdrawal!.id)).toEqual([
      expect.objectContaining({
        actorId: admin.identity.userId,
        action: 'withdrawal.approve',
        objectType: 'withdrawal',
        beforeJson: JSON.stringify({ status: 'PENDING' }),
        afterJson: JSON.stringify({ status: 'SUCCESS', amountCents: 2000, transactionId: 'BANK-TX-0001' }),
        requestId: admin.identity.requestId,
      }),
    ]);
  });

  it('reject releases the hold back to available (W:release, a reversal of W:hold); a retry changes nothing twice', async () => {
    const helper = await f.fundedHelper(5_000n);
    const { withdrawal } = await createWithdrawal(f.deps, f.ask(2_000n), helper.ctx);
    const rejected = await rejectWithdrawal(f.deps, { id: withdrawal!.id, reason: 'Name does not match the account' }, f.admin());
    expect(rejected.withdrawal).toMatchObject({ status: status('REJECTED'), rejectionReason: 'Name does not match the account', transactionId: undefined });
    expect(await f.balances(helper)).toEqual({ available: 5_000n, pending: 0n, hold: 0n });
    expect(await findTransfer(f.deps.db, `${withdrawal!.id}:release`)).toMatchObject({
      kind: 'REVERSAL',
      reference: `${withdrawal!.id}:hold`,
      creditAccountId: helper.accounts.available,
    });
    const counts = await f.ledger.counts();
    expect(await rejectWithdrawal(f.deps, { id: withdrawal!.id }, f.admin())).toEqual(rejected);
    expect(await f.ledger.counts()).toEqual(counts);
    expect(await failure(approveWithdrawal(f.deps, { id: withdrawal!.id, transactionId: 'BANK-TX-2' }, f.admin()))).toMatchObject({
      reason: 'PAYMENT_WITHDRAWAL_ALREADY_DECIDED',
    });
    expect(await f.ledger.problems()).toEqual([]);
    expect(await emittedEvents(f.deps.db, PaymentEvents.withdrawalRejected, (m) => m.withdrawalId === withdrawal!.id)).toEqual([
      expect.objectContaining({ helperId: helper.userId, reason: 'Name does not match the account' }),
    ]);
    expect(await emittedEvents(f.deps.db, AdminActions.payment, (m) => m.objectId === withdrawal!.id)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.reject',
        afterJson: JSON.stringify({ status: 'REJECTED', amountCents: 2000 }),
        reason: 'Name does not match the account',
      }),
    ]);
  });

  it('an admin reviews a pending withdrawal (IN_REVIEW, the amount still held), then decides; a decided one cannot go back to review', async () => {
    const helper = await f.fundedHelper(5_000n);
    const { withdrawal } = await createWithdrawal(f.deps, f.ask(1_500n), helper.ctx);
    const reviewed = await reviewWithdrawal(f.deps, { id: withdrawal!.id }, f.admin());
    expect(reviewed.withdrawal).toMatchObject({ id: withdrawal!.id, status: status('IN_REVIEW') });
    expect(await reviewWithdrawal(f.deps, { id: withdrawal!.id }, f.admin())).toEqual(reviewed);
    expect(await f.balances(helper)).toEqual({ available: 3_500n, pending: 0n, hold: 1_500n });
    expect(await failure(reviewWithdrawal(f.deps, { id: withdrawal!.id }, helper.ctx))).toMatchObject({ code: 'PERMISSION_DENIED' });
    await approveWithdrawal(f.deps, { id: withdrawal!.id, transactionId: 'BANK-TX-REVIEWED' }, f.admin());
    expect(await failure(reviewWithdrawal(f.deps, { id: withdrawal!.id }, f.admin()))).toMatchObject({ reason: 'PAYMENT_WITHDRAWAL_ALREADY_DECIDED' });
    expect(await f.balances(helper)).toEqual({ available: 3_500n, pending: 0n, hold: 0n });
    // The review is an entry once (its repeat changed nothing), then the approval from IN_REVIEW.
    expect((await emittedEvents(f.deps.db, AdminActions.payment, (m) => m.objectId === withdrawal!.id)).map((m) => [m.action, m.beforeJson])).toEqual([
      ['withdrawal.review', JSON.stringify({ status: 'PENDING' })],
      ['withdrawal.approve', JSON.stringify({ status: 'IN_REVIEW' })],
    ]);
  });

  it('an approve and a reject at once: exactly one wins, and the money moves once', async () => {
    const helper = await f.fundedHelper(6_000n);
    // A second open withdrawal keeps money in the hold, so only the claim (not the floor) can stop a double move.
    await createWithdrawal(f.deps, f.ask(3_000n), helper.ctx);
    const { withdrawal } = await createWithdrawal(f.deps, f.ask(3_000n), helper.ctx);
    const results = await Promise.allSettled([
      approveWithdrawal(f.deps, { id: withdrawal!.id, transactionId: 'TX-RACE' }, f.admin()),
      rejectWithdrawal(f.deps, { id: withdrawal!.id }, f.admin()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const balances = await f.balances(helper);
    expect(balances.available + balances.hold).toBe(results[0].status === 'fulfilled' ? 3_000n : 6_000n);
    expect(balances.hold).toBe(3_000n);
    expect(await f.ledger.problems()).toEqual([]);
  });

  it('lists open withdrawals to admins only, and refuses helpers and unknown ids', async () => {
    const helper = await f.fundedHelper(1_000n);
    const { withdrawal } = await createWithdrawal(f.deps, f.ask(500n), helper.ctx);
    const open = await listOpenWithdrawals(f.deps, { page: { limit: 100 } }, f.admin());
    expect(open.withdrawals.map((w) => w.id)).toContain(withdrawal!.id);
    expect((await failure(listOpenWithdrawals(f.deps, {}, helper.ctx))).reason).toBe('ROLE_NOT_ALLOWED');
    expect((await failure(approveWithdrawal(f.deps, { id: withdrawal!.id, transactionId: 'X' }, helper.ctx))).reason).toBe('ROLE_NOT_ALLOWED');
    expect(await failure(approveWithdrawal(f.deps, { id: '3f1d9a9e-0000-4000-8000-000000000000', transactionId: 'X' }, f.admin()))).toMatchObject({
      reason: 'PAYMENT_WITHDRAWAL_NOT_FOUND',
      message: WithdrawalTexts.withdrawRequestNotFound,
    });
    expect(await failure(approveWithdrawal(f.deps, { id: withdrawal!.id, transactionId: ' ' }, f.admin()))).toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: WithdrawalTexts.transactionIdRequired,
    });
  });
});

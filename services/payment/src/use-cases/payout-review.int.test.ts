import { PayoutReviewTexts } from '@helpwire/contracts';
import { withdrawalNames } from '@helpwire/proto';
import { AdminActions, Money } from '@helpwire/service-kit';
import { emittedEvents } from '../../test/emitted-events';
import { GOOD_BANK_DETAILS, withdrawalFixture } from '../../test/withdrawal-fixture';
import { approveWithdrawal } from './approve-withdrawal';
import { createWithdrawal } from './create-withdrawal';
import { exportPayoutBatch } from './export-payout-batch';
import { revealBankDetails } from './reveal-bank-details';
import { reviewWithdrawal } from './review-withdrawal';
import { getWithdrawalReview } from './get-withdrawal-review';

const status = withdrawalNames.withdrawalStatusNames.toProto;
const cents = (money: Parameters<typeof Money.fromProto>[0]) => Money.fromProto(money).amountMinor;

describe("the console's withdrawals page (decision 0070)", () => {
  const f = withdrawalFixture();
  const failure = (promise: Promise<unknown>) => f.ledger.failure(promise);

  it("answers a withdrawal with the helper's balance, masked bank details and withdrawals, to admins only", async () => {
    const helper = await f.fundedHelper(5_000n);
    const { withdrawal: first } = await createWithdrawal(f.deps, f.ask(1_000n), helper.ctx);
    await reviewWithdrawal(f.deps, { id: first!.id }, f.admin());
    await approveWithdrawal(f.deps, { id: first!.id, transactionId: 'BANK-1' }, f.admin());
    const { withdrawal } = await createWithdrawal(f.deps, f.ask(1_500n), helper.ctx);
    const answer = await getWithdrawalReview(f.deps, { id: withdrawal!.id }, f.admin());
    expect(answer.withdrawal).toMatchObject({ id: withdrawal!.id, status: status('PENDING') });
    expect(answer.bankDetails).toMatchObject({ accountName: 'Sami Haddad', accountNumberLast4: '8901' });
    expect(JSON.stringify(answer)).not.toContain(GOOD_BANK_DETAILS.accountNumber);
    const b = answer.wallet!;
    expect([cents(b.earned), cents(b.withdrawn), cents(b.available), cents(b.pending), cents(b.inWithdrawal)]).toEqual([5_000n, 1_000n, 2_500n, 0n, 1_500n]);
    expect(answer.history.map((w) => [w.id, w.status])).toEqual([
      [withdrawal!.id, status('PENDING')],
      [first!.id, status('SUCCESS')],
    ]);
    expect(await failure(getWithdrawalReview(f.deps, { id: withdrawal!.id }, helper.ctx))).toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('reveals the full details only with a reason, recorded as withdrawal.bank_details.reveal', async () => {
    const helper = await f.fundedHelper(2_000n);
    const { withdrawal } = await createWithdrawal(f.deps, f.ask(1_000n), helper.ctx);
    const admin = f.admin();
    expect(await failure(revealBankDetails(f.deps, { id: withdrawal!.id, reason: ' ' }, admin))).toMatchObject({
      messages: [PayoutReviewTexts.revealReasonRequired],
    });
    expect(await failure(revealBankDetails(f.deps, { id: withdrawal!.id, reason: 'x' }, helper.ctx))).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(await emittedEvents(f.deps.db, AdminActions.payment, (m) => m.objectId === withdrawal!.id)).toEqual([]);
    const { details } = await revealBankDetails(f.deps, { id: withdrawal!.id, reason: 'The bank bounced it' }, admin);
    expect(details).toMatchObject({ accountNumber: GOOD_BANK_DETAILS.accountNumber, routingNumber: GOOD_BANK_DETAILS.routingNumber });
    expect(await emittedEvents(f.deps.db, AdminActions.payment, (m) => m.objectId === withdrawal!.id)).toEqual([
      expect.objectContaining({
        actorId: admin.identity.userId,
        action: 'withdrawal.bank_details.reveal',
        objectType: 'withdrawal',
        reason: 'The bank bounced it',
        afterJson: JSON.stringify({ helperId: helper.userId, status: 'PENDING', accountNumberLast4: '8901' }),
      }),
    ]);
  });

  it('exports the approved batch (IN_REVIEW only) as CSV, each withdrawal recorded with the reason', async () => {
    const helper = await f.fundedHelper(9_000n);
    const { withdrawal: approved } = await createWithdrawal(f.deps, f.ask(2_505n), helper.ctx);
    const { withdrawal: waiting } = await createWithdrawal(f.deps, f.ask(1_000n), helper.ctx);
    await reviewWithdrawal(f.deps, { id: approved!.id }, f.admin());
    const admin = f.admin();
    const batch = await exportPayoutBatch(f.deps, { reason: 'Payment run' }, admin, new Date('2026-12-07T10:05:00Z'));
    expect(batch.fileName).toBe('helpwire-payouts-20261207-1005.csv');
    expect(batch.csv).toContain(
      `${approved!.id},${helper.userId},Sami Haddad,${GOOD_BANK_DETAILS.accountNumber},Gulf Bank,Marina,021000021,GULFAEADXXX,United Arab Emirates,25.05,USD,`,
    );
    expect(batch.csv).not.toContain(waiting!.id);
    expect(await emittedEvents(f.deps.db, AdminActions.payment, (m) => m.objectId === approved!.id && m.action === 'withdrawal.bank_details.export')).toEqual([
      expect.objectContaining({ actorId: admin.identity.userId, reason: 'Payment run' }),
    ]);
    expect(await emittedEvents(f.deps.db, AdminActions.payment, (m) => m.objectId === waiting!.id)).toEqual([]);
    expect(await failure(exportPayoutBatch(f.deps, { reason: 'x' }, helper.ctx))).toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

import { approveWithdrawalBody, WithdrawalTexts } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { actorOf, AppError, Money, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { toWithdrawalMessage } from '../grpc/withdrawal-messages';
import { emitAdminAction } from '../events/admin-action-events';
import { noticeEvents } from '../events/notice-events';
import { decideWithdrawal } from '../store/withdrawal-store';
import type { WithdrawalRow } from '../store/withdrawal-schema';
import type { WithdrawalDeps } from './deps';
import { helperAccounts, platformPayoutsAccount, withdrawalTransferIds } from './withdrawal-accounts';
import { existingWithdrawal } from './get-withdrawal';

export const alreadyDecided = () => new AppError('FAILED_PRECONDITION', WithdrawalTexts.alreadyDecided, 'PAYMENT_WITHDRAWAL_ALREADY_DECIDED');

/**
 * POST /admin/withdrawals/approve: the payout provider pays (for a manual bank transfer: the admin
 * made it and gives its transaction id), the decision is claimed (only one approve or reject wins),
 * then the ledger moves the held amount out (`<id>:payout`, PAYOUT, withdrawal hold → platform
 * payouts). A retry with the same transaction id finishes what a failed attempt began and changes
 * nothing twice: each step is idempotent by the withdrawal's id. The decision is withdrawal.approve in
 * the audit log, in its transaction (once: a retry decides nothing).
 */
export async function approveWithdrawal(
  deps: WithdrawalDeps,
  request: withdrawal.ApproveWithdrawalRequest,
  ctx: CallContext,
): Promise<withdrawal.ApproveWithdrawalResponse> {
  const { userId: adminId } = requireRole(ctx, 'ADMIN');
  const { id, transactionId } = validateInput(approveWithdrawalBody, request);
  const found = await existingWithdrawal(deps, id);
  const amount = Money.of(found.amountMinor, found.currency);
  const paid = await deps.payouts.payout({
    withdrawalId: id,
    helperId: found.helperId,
    amount,
    idempotencyKey: withdrawalTransferIds(id).payout,
    transactionId,
  });
  let row: WithdrawalRow | undefined = await deps.db.transaction(async (tx) => {
    const decided = await decideWithdrawal(tx, id, { status: 'SUCCESS', approvedBy: adminId, transactionId: paid.transactionId });
    if (decided) {
      await noticeEvents.withdrawalDecided(tx, decided);
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'withdrawal.approve',
        objectId: id,
        before: { status: found.status },
        after: { status: decided.status, amountCents: Number(decided.amountMinor), transactionId: decided.transactionId },
      });
    }
    return decided;
  });
  if (!row) {
    const now = await existingWithdrawal(deps, id);
    if (now.status !== 'SUCCESS' || now.transactionId !== paid.transactionId) throw alreadyDecided();
    row = now;
  }
  const [accounts, payouts] = await Promise.all([helperAccounts(deps, row.helperId), platformPayoutsAccount(deps)]);
  await deps.ledger.submit({
    type: 'TRANSFER',
    id: withdrawalTransferIds(id).payout,
    debitAccountId: accounts.hold,
    creditAccountId: payouts,
    amount,
    kind: 'PAYOUT',
    reference: id,
    pending: false,
  });
  return { withdrawal: toWithdrawalMessage(row) };
}

import { rejectWithdrawalBody } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { actorOf, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { toWithdrawalMessage } from '../grpc/withdrawal-messages';
import { emitAdminAction } from '../events/admin-action-events';
import { noticeEvents } from '../events/notice-events';
import { decideWithdrawal } from '../store/withdrawal-store';
import type { WithdrawalRow } from '../store/withdrawal-schema';
import type { WithdrawalDeps } from './deps';
import { reverseLedgerTransfer } from './reverse-ledger-transfer';
import { alreadyDecided } from './approve-withdrawal';
import { withdrawalTransferIds } from './withdrawal-accounts';
import { existingWithdrawal } from './get-withdrawal';

/**
 * POST /admin/withdrawals/reject: the decision is claimed (only one approve or reject wins), then the
 * held amount goes back to available by a reversal of the hold (`<id>:release`). A retry finishes
 * what a failed attempt began and changes nothing twice. The decision is withdrawal.reject in the
 * audit log, with the reason, in its transaction.
 */
export async function rejectWithdrawal(
  deps: WithdrawalDeps,
  request: withdrawal.RejectWithdrawalRequest,
  ctx: CallContext,
): Promise<withdrawal.RejectWithdrawalResponse> {
  const { userId: adminId } = requireRole(ctx, 'ADMIN');
  const { id, reason } = validateInput(rejectWithdrawalBody, request);
  const existing = await existingWithdrawal(deps, id);
  let row: WithdrawalRow | undefined = await deps.db.transaction(async (tx) => {
    const decided = await decideWithdrawal(tx, existing.id, { status: 'REJECTED', approvedBy: adminId, rejectionReason: reason || null });
    if (decided) {
      await noticeEvents.withdrawalDecided(tx, decided);
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'withdrawal.reject',
        objectId: existing.id,
        before: { status: existing.status },
        after: { status: decided.status, amountCents: Number(decided.amountMinor) },
        reason: decided.rejectionReason,
      });
    }
    return decided;
  });
  if (!row) {
    row = await existingWithdrawal(deps, id);
    if (row.status !== 'REJECTED') throw alreadyDecided();
  }
  const ids = withdrawalTransferIds(id);
  await reverseLedgerTransfer(deps, { id: ids.release, transferId: ids.hold });
  return { withdrawal: toWithdrawalMessage(row) };
}

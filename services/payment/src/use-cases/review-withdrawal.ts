import { reviewWithdrawalBody } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { actorOf, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { toWithdrawalMessage } from '../grpc/withdrawal-messages';
import { emitAdminAction } from '../events/admin-action-events';
import { markWithdrawalInReview } from '../store/withdrawal-store';
import type { WithdrawalDeps } from './deps';
import { alreadyDecided } from './approve-withdrawal';
import { existingWithdrawal } from './get-withdrawal';

/**
 * POST /admin/withdrawals/review: an admin looks into a PENDING withdrawal (spec §4: IN_REVIEW). A
 * repeat answers it as it is; a withdrawal already approved or rejected is refused. No money moves:
 * the amount stays held until the decision. The change is withdrawal.review in the audit log (same transaction).
 */
export async function reviewWithdrawal(
  deps: WithdrawalDeps,
  request: withdrawal.ReviewWithdrawalRequest,
  ctx: CallContext,
): Promise<withdrawal.ReviewWithdrawalResponse> {
  requireRole(ctx, 'ADMIN');
  const { id } = validateInput(reviewWithdrawalBody, request);
  const existing = await existingWithdrawal(deps, id);
  const taken = await deps.db.transaction(async (tx) => {
    const changed = await markWithdrawalInReview(tx, existing.id);
    if (changed)
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'withdrawal.review',
        objectId: changed.id,
        before: { status: 'PENDING' },
        after: { status: 'IN_REVIEW' },
      });
    return changed;
  });
  const row = taken ?? (await existingWithdrawal(deps, id));
  if (row.status !== 'IN_REVIEW') throw alreadyDecided();
  return { withdrawal: toWithdrawalMessage(row) };
}

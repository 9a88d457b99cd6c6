import { DisputeTexts } from '@helpwire/contracts';
import type { dispute } from '@helpwire/proto';
import { actorOf, AppError, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { toDisputeMessage } from '../grpc/dispute-messages';
import { emitAdminAction } from '../events/admin-action-events';
import { findDispute, updateDisputeWhile } from '../store/dispute-queries';
import { disputeNotFound, requireAdmin } from './dispute-access';
import type { PaymentDeps } from './deps';

/** An admin takes a PENDING dispute IN_REVIEW (dispute.review in the audit log, same transaction); again (already in review) changes nothing. */
export async function reviewDispute(
  deps: Pick<PaymentDeps, 'db'>,
  request: dispute.ReviewDisputeRequest,
  ctx: CallContext,
): Promise<dispute.ReviewDisputeResponse> {
  requireAdmin(ctx);
  if (!z.uuid().safeParse(request.id).success) throw disputeNotFound();
  const taken = await deps.db.transaction(async (tx) => {
    const changed = await updateDisputeWhile(tx, request.id, 'PENDING', { status: 'IN_REVIEW', reviewedAt: new Date() });
    if (changed)
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'dispute.review',
        objectId: changed.id,
        before: { status: 'PENDING' },
        after: { status: 'IN_REVIEW' },
      });
    return changed;
  });
  const row = taken ?? (await findDispute(deps.db, request.id));
  if (!row) throw disputeNotFound();
  if (row.status === 'RESOLVED') throw new AppError('FAILED_PRECONDITION', DisputeTexts.alreadyResolved, 'DISPUTE_ALREADY_RESOLVED');
  return { dispute: toDisputeMessage(row) };
}

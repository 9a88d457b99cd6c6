import { DisputeTexts } from '@helpwire/contracts';
import type { dispute } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { toDisputeMessage } from '../grpc/dispute-messages';
import { findDispute, updateDisputeWhile } from '../store/dispute-queries';
import { disputeNotFound, requireAdmin } from './dispute-access';
import type { PaymentDeps } from './deps';

/** An admin takes a PENDING dispute IN_REVIEW; again (already in review) changes nothing. */
export async function reviewDispute(
  deps: Pick<PaymentDeps, 'db'>,
  request: dispute.ReviewDisputeRequest,
  ctx: CallContext,
): Promise<dispute.ReviewDisputeResponse> {
  requireAdmin(ctx);
  if (!z.uuid().safeParse(request.id).success) throw disputeNotFound();
  const row =
    (await updateDisputeWhile(deps.db, request.id, 'PENDING', { status: 'IN_REVIEW', reviewedAt: new Date() })) ?? (await findDispute(deps.db, request.id));
  if (!row) throw disputeNotFound();
  if (row.status === 'RESOLVED') throw new AppError('FAILED_PRECONDITION', DisputeTexts.alreadyResolved, 'DISPUTE_ALREADY_RESOLVED');
  return { dispute: toDisputeMessage(row) };
}

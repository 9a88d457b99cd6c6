import { reviewBody } from '@helpwire/contracts';
import type { afterCall } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { insertReview } from '../store/after-call-store';
import type { ReviewRow } from '../store/schema';
import { endedPartyCall, validated } from './after-call-access';
import { emitReviewed } from '../events/call-events';
import { accountOf } from './meeting-access';
import type { CallDeps } from './deps';

/**
 * The caller's side reviews the other after the call ended (giveReviewToHelper as USER,
 * giveReviewToUser as HELPER): stars 1–5 and/or text, once per side; a repeat answers the stored one.
 */
export async function giveReview(deps: CallDeps, request: afterCall.GiveReviewRequest, ctx: CallContext): Promise<{ review: ReviewRow; created: boolean }> {
  const body = validated(reviewBody, { callId: request.callId, rating: request.rating, review: request.review });
  const { call, side, otherId } = await endedPartyCall(deps, body.callId, ctx);
  const { row, created } = await deps.db.transaction(async (tx) => {
    const inserted = await insertReview(tx, {
      callId: call.id,
      side,
      subjectId: otherId,
      rating: body.rating ?? null,
      review: body.review ?? null,
      createdAt: deps.clock.now(),
    });
    // The reviewed side hears of it (the notification service), once: a repeat writes nothing.
    if (inserted.created) await emitReviewed(tx, inserted.row, accountOf(call, side));
    return inserted;
  });
  if (created) ctx.logger.info({ callId: call.id, side }, 'review given');
  return { review: row, created };
}

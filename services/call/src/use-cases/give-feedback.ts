import { feedbackBody } from '@helpwire/contracts';
import { afterCallNames, type afterCall } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { insertFeedback } from '../store/after-call-store';
import type { FeedbackRow } from '../store/schema';
import { endedPartyCall, validated } from './after-call-access';
import type { CallDeps } from './deps';

/** The caller's side says how the call went, POSITIVE or NEGATIVE, once; a repeat answers the stored one. */
export async function giveFeedback(
  deps: CallDeps,
  request: afterCall.GiveFeedbackRequest,
  ctx: CallContext,
): Promise<{ feedback: FeedbackRow; created: boolean }> {
  const body = validated(feedbackBody, {
    callId: request.callId,
    type: afterCallNames.feedbackTypeNames.fromProto(request.feedback),
    comment: request.comment,
  });
  const { call, side } = await endedPartyCall(deps, body.callId, ctx);
  const { row, created } = await insertFeedback(deps.db, {
    callId: call.id,
    side,
    type: body.type,
    comment: body.comment || null,
    createdAt: deps.clock.now(),
  });
  return { feedback: row, created };
}

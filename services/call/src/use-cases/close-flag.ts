import { AfterCallTexts, flagActionBody, type AdminActionName, type FlagOutcome } from '@helpwire/contracts';
import { afterCallNames, callNames, type afterCall } from '@helpwire/proto';
import { actorOf, AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import type { CallPartyName } from '../domain/billable-time';
import { emitAdminAction } from '../events/admin-action-events';
import { flaggedCall, reviewFlag, type FlaggedCallRow } from '../store/flag-review-store';
import { validated } from './after-call-access';
import type { CallDeps } from './deps';

const actionOf: Record<FlagOutcome, AdminActionName> = { DISMISSED: 'flag.dismiss', WARNED: 'flag.warn', BANNED: 'flag.ban' };

/**
 * Closes a flag with an admin's outcome and note (or reason), its audit entry in the same transaction
 * (decision 0065). A flag already closed answers the stored review and changes nothing; `sameOutcomeOnly`
 * refuses one closed another way (a warning or ban must not pass for a dismissal, nor the other way round).
 */
export async function reviewFlagAs(
  deps: CallDeps,
  ctx: CallContext,
  review: { callId: string; side: CallPartyName; outcome: FlagOutcome; note: string; sameOutcomeOnly: boolean },
): Promise<FlaggedCallRow> {
  const { userId } = requireRole(ctx, 'ADMIN');
  const { callId, side, outcome, note } = review;
  const before = await flaggedCall(deps.db, callId, side);
  if (!before) throw AppError.notFound('Flag not found', 'CALL_FLAG_NOT_FOUND');
  const recorded = await deps.db.transaction(async (tx) => {
    const first = await reviewFlag(tx, callId, side, { reviewedBy: userId, reviewedAt: deps.clock.now(), reviewOutcome: outcome, reviewNote: note });
    if (first)
      await emitAdminAction(tx, actorOf(ctx), {
        action: actionOf[outcome],
        objectId: `${callId}:${side}`,
        before: { reviewed: false, active: before.flag.active, reason: before.flag.reason },
        after: { reviewed: true, outcome, subjectId: before.flag.subjectId },
        reason: note,
      });
    return first;
  });
  const after = (await flaggedCall(deps.db, callId, side))!;
  if (recorded) ctx.logger.info({ callId, side, outcome }, 'flag closed');
  else if (review.sameOutcomeOnly && after.flag.reviewOutcome !== outcome)
    throw new AppError('FAILED_PRECONDITION', AfterCallTexts.flagAlreadyClosed, 'CALL_FLAG_ALREADY_CLOSED');
  return after;
}

/** An admin reads one flag (whom it names, where it stands). */
export async function getFlag(deps: CallDeps, request: afterCall.GetFlagRequest, ctx: CallContext): Promise<FlaggedCallRow> {
  requireRole(ctx, 'ADMIN');
  const side = callNames.callPartyNames.fromProto(request.side);
  const found = side ? await flaggedCall(deps.db, request.callId.slice(0, 100), side) : undefined;
  if (!found) throw AppError.notFound('Flag not found', 'CALL_FLAG_NOT_FOUND');
  return found;
}

/**
 * An admin warned or banned the account a flag names (the gateway did it in auth first; decision 0082):
 * the flag closes as WARNED or BANNED with the reason given. A repeat (the console retrying) answers the
 * stored review; a flag closed with another outcome is CALL_FLAG_ALREADY_CLOSED.
 */
export async function closeFlag(deps: CallDeps, request: afterCall.CloseFlagRequest, ctx: CallContext): Promise<FlaggedCallRow> {
  requireRole(ctx, 'ADMIN');
  const status = afterCallNames.flagStatusNames.fromProto(request.status);
  const body = validated(flagActionBody, {
    callId: request.callId,
    side: callNames.callPartyNames.fromProto(request.side),
    action: status === 'WARNED' ? 'WARN' : status === 'BANNED' ? 'BAN' : undefined,
    reason: request.reason,
  });
  const outcome = body.action === 'WARN' ? 'WARNED' : 'BANNED';
  return reviewFlagAs(deps, ctx, { callId: body.callId, side: body.side, outcome, note: body.reason, sameOutcomeOnly: true });
}

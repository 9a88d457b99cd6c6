import { dismissFlagBody } from '@helpwire/contracts';
import { callNames, type afterCall } from '@helpwire/proto';
import { actorOf, AppError, pageMeta, pageWindow, requireRole, type CallContext } from '@helpwire/service-kit';
import { emitAdminAction } from '../events/admin-action-events';
import { flaggedCall, flaggedCalls, reviewFlag, type FlaggedCallRow } from '../store/flag-review-store';
import { validated } from './after-call-access';
import type { CallDeps } from './deps';

/** The flags an admin looks at: the open ones oldest first (a queue), or the reviewed ones (issue 24, item 5). */
export async function listFlags(
  deps: CallDeps,
  request: afterCall.ListFlagsRequest,
  ctx: CallContext,
): Promise<{ flags: FlaggedCallRow[]; meta: ReturnType<typeof pageMeta> }> {
  requireRole(ctx, 'ADMIN');
  const window = pageWindow(request.page, 20);
  const { rows, total } = await flaggedCalls(deps.db, request.reviewed, window);
  return { flags: rows, meta: pageMeta(window, total) };
}

/** An admin dismisses a flag with a note (nothing to act on); a repeat answers the stored review and changes nothing. */
export async function dismissFlag(deps: CallDeps, request: afterCall.DismissFlagRequest, ctx: CallContext): Promise<FlaggedCallRow> {
  const { userId } = requireRole(ctx, 'ADMIN');
  const body = validated(dismissFlagBody, { callId: request.callId, side: callNames.callPartyNames.nameOf(request.side), note: request.note });
  const side = body.side;
  const before = await flaggedCall(deps.db, body.callId, side);
  if (!before) throw AppError.notFound('Flag not found', 'CALL_FLAG_NOT_FOUND');
  // The review and its audit entry commit together (decision 0065).
  const recorded = await deps.db.transaction(async (tx) => {
    const first = await reviewFlag(tx, body.callId, side, {
      reviewedBy: userId,
      reviewedAt: deps.clock.now(),
      reviewOutcome: 'DISMISSED',
      reviewNote: body.note,
    });
    if (first)
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'flag.dismiss',
        objectId: `${body.callId}:${side}`,
        before: { reviewed: false, active: before.flag.active, reason: before.flag.reason },
        after: { reviewed: true, outcome: 'DISMISSED' },
        reason: body.note,
      });
    return first;
  });
  if (recorded) ctx.logger.info({ callId: body.callId, side }, 'flag dismissed');
  return (await flaggedCall(deps.db, body.callId, side))!;
}

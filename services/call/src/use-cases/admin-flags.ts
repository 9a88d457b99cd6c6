import { dismissFlagBody } from '@helpwire/contracts';
import { afterCallNames, callNames, type afterCall } from '@helpwire/proto';
import { pageMeta, pageWindow, requireRole, type CallContext } from '@helpwire/service-kit';
import { flaggedCalls, type FlaggedCallRow } from '../store/flag-review-store';
import { validated } from './after-call-access';
import { reviewFlagAs } from './close-flag';
import type { CallDeps } from './deps';

/** The flags an admin looks at: the open ones oldest first (a queue), or the reviewed ones (issue 24, item 5). */
export async function listFlags(
  deps: CallDeps,
  request: afterCall.ListFlagsRequest,
  ctx: CallContext,
): Promise<{ flags: FlaggedCallRow[]; meta: ReturnType<typeof pageMeta> }> {
  requireRole(ctx, 'ADMIN');
  const window = pageWindow(request.page, 20);
  const outcome = request.status === undefined ? undefined : afterCallNames.flagStatusNames.fromProto(request.status);
  const { rows, total } = await flaggedCalls(deps.db, request.reviewed, window, outcome === 'OPEN' ? undefined : outcome);
  return { flags: rows, meta: pageMeta(window, total) };
}

/** An admin dismisses a flag with a note (nothing to act on); a repeat answers the stored review and changes nothing. */
export async function dismissFlag(deps: CallDeps, request: afterCall.DismissFlagRequest, ctx: CallContext): Promise<FlaggedCallRow> {
  requireRole(ctx, 'ADMIN');
  const body = validated(dismissFlagBody, { callId: request.callId, side: callNames.callPartyNames.nameOf(request.side), note: request.note });
  return reviewFlagAs(deps, ctx, { callId: body.callId, side: body.side, outcome: 'DISMISSED', note: body.note, sameOutcomeOnly: false });
}

import { flagBody, updateFlagBody } from '@helpwire/contracts';
import type { afterCall } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { flagOf, insertFlag, updateFlag as writeFlag } from '../store/after-call-store';
import type { FlagRow } from '../store/schema';
import { endedPartyCall, validated } from './after-call-access';
import type { CallDeps } from './deps';

/** The caller's side flags the other after the call (/users/flag, /helpers/flag); a repeat answers the stored flag. */
export async function flagCall(deps: CallDeps, request: afterCall.FlagCallRequest, ctx: CallContext): Promise<{ flag: FlagRow; created: boolean }> {
  const body = validated(flagBody, request);
  const { call, side, otherId } = await endedPartyCall(deps, body.callId, ctx);
  const now = deps.clock.now();
  const { row, created } = await insertFlag(deps.db, {
    callId: call.id,
    side,
    subjectId: otherId,
    reason: body.reason,
    active: true,
    createdAt: now,
    updatedAt: now,
  });
  if (created) ctx.logger.info({ callId: call.id, side }, 'call flagged');
  return { flag: row, created };
}

/** A new reason for the caller's flag, or withdrawn / raised again (update-flag). No flag yet: "not found". */
export async function updateFlag(deps: CallDeps, request: afterCall.UpdateFlagRequest, ctx: CallContext): Promise<FlagRow> {
  const body = validated(updateFlagBody, request);
  const { call, side } = await endedPartyCall(deps, body.callId, ctx);
  const existing = await flagOf(deps.db, call.id, side);
  if (!existing) throw AppError.notFound('Flag not found', 'CALL_FLAG_NOT_FOUND');
  return (await writeFlag(deps.db, call.id, side, { reason: body.reason, active: body.isFlagged, updatedAt: deps.clock.now() }))!;
}

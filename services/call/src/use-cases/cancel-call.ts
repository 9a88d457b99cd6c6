import { CallTexts } from '@helpwire/contracts';
import type { call as proto } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { isOpen, move } from '../domain/call-state';
import { findCall, lockCall, openCallIdOf, type CallWithRings } from '../store/call-queries';
import { settleRingingRings, updateCallIf } from '../store/call-writes';
import { callNotFound } from './call-access';
import { announceMissed, emitCancelled } from '../events/call-events';
import type { CallDeps } from './deps';

/**
 * The call's USER stops it before any helper said yes (cancel-calling-helper): CANCELLED, and every
 * helper still ringing gets `missed-call`. Without an id, the user's open call. Someone else's call
 * is "not found"; an accepted or ended one is refused with CALL_NOT_RINGING.
 */
export async function cancelCall(deps: CallDeps, request: proto.CancelCallRequest, ctx: CallContext): Promise<CallWithRings> {
  const { userId } = requireRole(ctx, 'USER');
  const callId = request.callId ?? (await openCallIdOf(deps.db, userId));
  if (!callId) throw callNotFound();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockCall(tx, callId);
    if (!locked || locked.call.userId !== userId) throw callNotFound();
    if (!isOpen(locked.call.state)) throw new AppError('FAILED_PRECONDITION', CallTexts.notRinging, 'CALL_NOT_RINGING');
    const state = move(locked.call.state, 'CANCELLED');
    await updateCallIf(tx, callId, { state: locked.call.state }, { state, nextStepAt: null, endedAt: now, updatedAt: now });
    const call = { ...locked.call, state };
    const ringing = await settleRingingRings(tx, callId, 'CALL_CANCELLED', now);
    await announceMissed(deps, tx, call, ringing, 'CALL_CANCELLED');
    await emitCancelled(tx, { callId, userId });
  });
  deps.timers.disarm(callId);
  return (await findCall(deps.db, callId))!;
}

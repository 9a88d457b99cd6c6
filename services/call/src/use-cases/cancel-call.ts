import { CallTexts } from '@helpwire/contracts';
import type { call as proto } from '@helpwire/proto';
import { AppError, OutboxBatch, requireRole, type CallContext } from '@helpwire/service-kit';
import { isOpen, move } from '../domain/call-state';
import { lockCall, lockOpenCallOf, type CallWithRings } from '../store/call-queries';
import { writeCancelledCall } from '../store/call-writes';
import { callNotFound } from './call-access';
import { announceMissed, emitCancelled } from '../events/call-events';
import type { CallDeps } from './deps';

/**
 * The call's USER stops it before any helper said yes (cancel-calling-helper): CANCELLED, and every
 * helper still ringing gets `missed-call`. Without an id, the user's open call. Someone else's call
 * is "not found"; an accepted or ended one is refused with CALL_NOT_RINGING. Under the call's lock,
 * the change, the settled rings and every event are one statement, and the answer is built from
 * what was locked (bench:ring: 13 statements a cancel before, 5 now).
 */
export async function cancelCall(deps: CallDeps, request: proto.CancelCallRequest, ctx: CallContext): Promise<CallWithRings> {
  const { userId } = requireRole(ctx, 'USER');
  const now = deps.clock.now();
  const cancelled = await deps.db.transaction(async (tx) => {
    const locked = request.callId ? await lockCall(tx, request.callId) : await lockOpenCallOf(tx, userId);
    if (!locked || locked.call.userId !== userId) throw callNotFound();
    if (!isOpen(locked.call.state)) throw new AppError('FAILED_PRECONDITION', CallTexts.notRinging, 'CALL_NOT_RINGING');
    const patch = { state: move(locked.call.state, 'CANCELLED'), nextStepAt: null, endedAt: now, updatedAt: now };
    const call = { ...locked.call, ...patch };
    const ringing = locked.rings.filter((ring) => ring.outcome === 'RINGING');
    const events = new OutboxBatch();
    await announceMissed(deps, events, call, ringing, 'CALL_CANCELLED');
    await emitCancelled(events, { callId: call.id, userId });
    await writeCancelledCall(tx, call.id, locked.call.state, patch, 'CALL_CANCELLED', events);
    const rings = locked.rings.map((ring) => (ring.outcome === 'RINGING' ? { ...ring, outcome: 'CALL_CANCELLED' as const, settledAt: now } : ring));
    return { call, rings };
  });
  deps.timers.disarm(cancelled.call.id);
  return cancelled;
}

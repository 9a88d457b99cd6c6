import type { call as proto } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { lockCall } from '../store/call-queries';
import { settleRing } from '../store/call-writes';
import { callRingingHelper } from './call-access';
import type { CallDeps } from './deps';
import { emitDeclined } from '../events/call-events';

/**
 * A rung HELPER says no (decline-user-call): the ring settles DECLINED (once; a ring that already
 * ended is left as it is), the user hears `call-declined` with the helper's id, and when nobody of
 * the wave is ringing any more the next wave is rung at once rather than at the 15 s.
 */
export async function declineCall(deps: CallDeps, request: proto.DeclineCallRequest, ctx: CallContext): Promise<{ callId: string }> {
  const { userId: helperId } = requireRole(ctx, 'HELPER');
  const callId = await callRingingHelper(deps, helperId, request);
  const now = deps.clock.now();
  const waveOver = await deps.db.transaction(async (tx) => {
    const locked = await lockCall(tx, callId);
    if (!locked || locked.call.state !== 'RINGING') return false;
    const ring = await settleRing(tx, callId, helperId, 'DECLINED', now, true);
    if (!ring) return false;
    await emitDeclined(tx, { callId, userId: locked.call.userId, helperId, wave: ring.wave });
    await deps.notifier.ringEnded(tx, locked.call, ring, 'DECLINED');
    return !locked.rings.some((other) => other.helperId !== helperId && other.wave === locked.call.wave && other.outcome === 'RINGING');
  });
  if (waveOver) deps.timers.arm(callId, now);
  return { callId };
}

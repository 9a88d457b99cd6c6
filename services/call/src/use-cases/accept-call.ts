import type { call as proto } from '@helpwire/proto';
import { CallEvents, emit, requireRole, type CallContext } from '@helpwire/service-kit';
import { move } from '../domain/call-state';
import type { RoomDetailsView } from '../notify/call-notifier';
import { lockCall } from '../store/call-queries';
import { settleRing, settleRingingRings, updateCallIf } from '../store/call-writes';
import { callRingingHelper } from './call-access';
import { announceMissed } from './call-events';
import type { CallDeps } from './deps';

export interface AcceptResult {
  callId: string;
  accepted: boolean;
  roomDetails?: RoomDetailsView;
}

/** Thrown inside the transaction to roll it back when the helper turns out to be in another call. */
class HelperBusy extends Error {}

/** The room of an accepted call: its id is the call's; media comes with the next issue (no fake room data). */
export function roomOf(callId: string): RoomDetailsView {
  return { roomId: callId, callId, media: 'PENDING' };
}

/**
 * A rung HELPER says yes (accept-user-call). The first accept wins by one compare-and-set: this
 * helper's ring RINGING → ACCEPTED before it ends, and the call RINGING → ACCEPTED under its row
 * lock, then matching's SetInCall (a helper in another call cannot take this one). Every other
 * helper still ringing gets `missed-call`; the user gets `call-accepted`. A helper who lost, or whose
 * ring ended, is answered accepted = false.
 */
export async function acceptCall(deps: CallDeps, request: proto.AcceptCallRequest, ctx: CallContext): Promise<AcceptResult> {
  const { userId: helperId } = requireRole(ctx, 'HELPER');
  const callId = await callRingingHelper(deps, helperId, request);
  const now = deps.clock.now();
  let markedInCall = false;
  try {
    const accepted = await deps.db.transaction(async (tx) => {
      const locked = await lockCall(tx, callId);
      if (!locked || locked.call.state !== 'RINGING') return false;
      if (!(await settleRing(tx, callId, helperId, 'ACCEPTED', now, true))) return false;
      const state = move(locked.call.state, 'ACCEPTED');
      if (!(await updateCallIf(tx, callId, { state: 'RINGING' }, { state, helperId, acceptedAt: now, nextStepAt: null, updatedAt: now }))) return false;
      if (!(await deps.matching.setInCall(helperId, callId, ctx.identity))) throw new HelperBusy();
      markedInCall = true;
      const call = { ...locked.call, state, helperId, acceptedAt: now };
      const others = await settleRingingRings(tx, callId, 'ANSWERED_ELSEWHERE', now);
      await announceMissed(deps, tx, call, others, 'ANSWERED_ELSEWHERE');
      await emit(tx, CallEvents.accepted, { callId, userId: call.userId, helperId, categoryId: call.categoryId, wave: call.wave });
      await deps.notifier.accepted(tx, call, helperId, roomOf(callId));
      return true;
    });
    if (!accepted) return { callId, accepted: false };
  } catch (error) {
    if (markedInCall) await deps.matching.clearInCall(helperId, callId, ctx.identity).catch(() => undefined);
    if (error instanceof HelperBusy) return { callId, accepted: false };
    throw error;
  }
  deps.timers.disarm(callId);
  return { callId, accepted: true, roomDetails: roomOf(callId) };
}

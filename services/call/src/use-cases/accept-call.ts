import type { call as proto } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { move } from '../domain/call-state';
import { meetingEndsAt } from '../domain/meeting-end';
import { openCallRoom, roomDetailsFor } from '../adapters/media/call-media';
import type { RoomDetailsView } from '../ports/call-notifier';
import type { CallRoom } from '../ports/media-rooms';
import { lockCall } from '../store/call-queries';
import { settleRing, settleRingingRings, updateCallIf } from '../store/call-writes';
import { callRingingHelper } from './call-access';
import { announceMissed, emitAccepted } from '../events/call-events';
import type { CallDeps } from './deps';

export interface AcceptResult {
  callId: string;
  accepted: boolean;
  roomDetails?: RoomDetailsView;
}

/** Thrown inside the transaction to roll it back when the helper turns out to be in another call. */
class HelperBusy extends Error {}

/**
 * A rung HELPER says yes (accept-user-call). The first accept wins by one compare-and-set: this
 * helper's ring RINGING → ACCEPTED before it ends, and the call RINGING → ACCEPTED under its row
 * lock, then matching's SetInCall (a helper in another call cannot take this one). Every other
 * helper still ringing gets `missed-call`; the user gets `call-accepted`. A helper who lost, or whose
 * ring ended, is answered accepted = false. The winner, still under the call's row lock, creates the
 * media room (decision 0025): a Janus room, or peer to peer when there is no Janus or it fails; each
 * side gets its own roomDetails (tokens, TURN credentials). A room whose accept does not commit is ended.
 */
export async function acceptCall(deps: CallDeps, request: proto.AcceptCallRequest, ctx: CallContext): Promise<AcceptResult> {
  const { userId: helperId } = requireRole(ctx, 'HELPER');
  const callId = await callRingingHelper(deps, helperId, request);
  const now = deps.clock.now();
  // The call ends by itself an hour from now (decision 0026): the deadline the timers keep.
  const endsAt = meetingEndsAt(now, deps.meetingLimitSeconds);
  let markedInCall = false;
  let room: CallRoom | undefined;
  try {
    const accepted = await deps.db.transaction(async (tx) => {
      const locked = await lockCall(tx, callId);
      if (!locked || locked.call.state !== 'RINGING') return false;
      if (!(await settleRing(tx, callId, helperId, 'ACCEPTED', now, true))) return false;
      const state = move(locked.call.state, 'ACCEPTED');
      if (!(await updateCallIf(tx, callId, { state: 'RINGING' }, { state, helperId, acceptedAt: now, endsAt, nextStepAt: endsAt, updatedAt: now })))
        return false;
      if (!(await deps.matching.setInCall(helperId, callId, ctx.identity))) throw new HelperBusy();
      markedInCall = true;
      room = await openCallRoom(deps.media, callId, locked.call.recording, deps.logger);
      await updateCallIf(tx, callId, { state }, { media: room.media, mediaPin: room.pin, mediaSecret: room.secret, recording: room.recording });
      const call = {
        ...locked.call,
        state,
        helperId,
        acceptedAt: now,
        endsAt,
        nextStepAt: endsAt,
        media: room.media,
        mediaPin: room.pin,
        mediaSecret: room.secret,
        recording: room.recording,
      };
      const others = await settleRingingRings(tx, callId, 'ANSWERED_ELSEWHERE', now);
      await announceMissed(deps, tx, call, others, 'ANSWERED_ELSEWHERE');
      await emitAccepted(tx, { callId, userId: call.userId, helperId, categoryId: call.categoryId, wave: call.wave });
      await deps.notifier.accepted(
        tx,
        call,
        { id: helperId, firstName: request.helperFirstName?.trim().slice(0, 100) || null },
        roomDetailsFor(deps.media, room, call.userId),
      );
      return room;
    });
    if (!accepted) return { callId, accepted: false };
    deps.timers.arm(callId, endsAt);
    return { callId, accepted: true, roomDetails: roomDetailsFor(deps.media, accepted, helperId) };
  } catch (error) {
    if (markedInCall) await deps.matching.clearInCall(helperId, callId, ctx.identity).catch(() => undefined);
    if (room)
      await deps.media.rooms
        .destroyRoom(room)
        .catch((failure: unknown) => deps.logger.warn({ err: failure, callId }, 'the room of an accept that did not commit was not ended'));
    if (error instanceof HelperBusy) return { callId, accepted: false };
    throw error;
  }
}

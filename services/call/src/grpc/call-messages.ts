import type { ChatMessage } from '@helpwire/contracts';
import { callNames, type call as proto } from '@helpwire/proto';
import type { MeetingStateView, RoomDetailsView } from '../ports/call-notifier';
import type { CallWithRings } from '../store/call-queries';
import type { CallRow, RingRow } from '../store/schema';

/** A call as its proto message (names → enums at the gRPC boundary). */
export function toCallMessage({ call, rings }: CallWithRings): proto.Call {
  return {
    id: call.id,
    userId: call.userId,
    helperId: call.helperId ?? undefined,
    categoryId: call.categoryId,
    state: callNames.callStateNames.toProto(call.state),
    wave: call.wave,
    createdAt: call.createdAt,
    updatedAt: call.updatedAt,
    acceptedAt: call.acceptedAt ?? undefined,
    endedAt: call.endedAt ?? undefined,
    requestedHelperId: call.requestedHelperId ?? undefined,
    rings: rings.map(toRingMessage),
  };
}

function toRingMessage(ring: RingRow): proto.RingAttempt {
  return {
    helperId: ring.helperId,
    wave: ring.wave,
    rungAt: ring.rungAt,
    endsAt: ring.endsAt,
    outcome: callNames.ringOutcomeNames.toProto(ring.outcome),
    settledAt: ring.settledAt ?? undefined,
    distanceKm: ring.distanceKm,
  };
}

/** A ring still ringing a helper, with what its incomming-call payload needs of the call. */
export function toOpenRingMessage({ call, ring }: { call: CallRow; ring: RingRow }): proto.OpenRing {
  return { callId: call.id, userId: call.userId, categoryId: call.categoryId, callerFirstName: call.callerFirstName ?? undefined, ring: toRingMessage(ring) };
}

/** An in-call chat message as its proto message. */
export function toChatMessage(message: ChatMessage): proto.ChatMessage {
  return { id: message.id, callId: message.callId, from: callNames.callPartyNames.toProto(message.from), text: message.text, sentAt: new Date(message.sentAt) };
}

export function toRoomMessage(room: RoomDetailsView): proto.RoomDetails {
  return callNames.roomDetailsMessage(room);
}

/** An accepted call's meeting as its proto message. */
export function toMeetingMessage(meeting: MeetingStateView): proto.MeetingState {
  return {
    callId: meeting.callId,
    state: callNames.callStateNames.toProto(meeting.state),
    userPresent: meeting.userPresent,
    helperPresent: meeting.helperPresent,
    acceptedAt: meeting.acceptedAt,
    endsAt: meeting.endsAt,
    billableSeconds: meeting.billableSeconds,
    callLeftBy: meeting.callLeftBy ? callNames.callPartyNames.toProto(meeting.callLeftBy) : undefined,
    endReason: meeting.endReason ? callNames.callEndReasonNames.toProto(meeting.endReason) : undefined,
    endedAt: meeting.endedAt ?? undefined,
    recording: meeting.recording,
  };
}

import type { CallPartyName } from '../domain/billable-time';
import type { CallEndReasonName } from '../domain/meeting-end';
import type { IceServerView } from '../adapters/media/ice-servers';
import type { JanusAccess, MediaKind } from './media-rooms';
import type { EventWriter } from '@helpwire/service-kit';
import type { CallRow, RingRow } from '../store/schema';

/**
 * The room one side joins (decision 0025): through Janus (its URL, room, pin and that side's signed
 * tokens) or peer to peer, with that side's ICE servers (TURN credentials of its own).
 */
export interface RoomDetailsView {
  roomId: string;
  callId: string;
  media: MediaKind;
  /** Whether Janus records the call (never peer to peer). */
  recording: boolean;
  janus?: JanusAccess;
  iceServers: IceServerView[];
}

/** An accepted call's meeting as both sides see it (decision 0026). */
export interface MeetingStateView {
  callId: string;
  state: 'ACCEPTED' | 'IN_PROGRESS' | 'ENDED';
  userPresent: boolean;
  helperPresent: boolean;
  acceptedAt: Date;
  /** The call ends by itself then (accepted + one hour); the screens warn 5 minutes before. */
  endsAt: Date;
  /** Seconds both were present together, until now or the end. */
  billableSeconds: number;
  /** The side that left last. */
  callLeftBy: CallPartyName | null;
  endReason: CallEndReasonName | null;
  endedAt: Date | null;
  /** Whether the call is recorded now (the user's choice). */
  recording: boolean;
}

export type RingEndReason = 'DECLINED' | 'TIMED_OUT';
export type MissedReasonName = 'TIMED_OUT' | 'CALL_CANCELLED' | 'ANSWERED_ELSEWHERE';

/**
 * What the people on a call hear in realtime, written in the transaction of the change that caused
 * it (so nothing is announced for a change that rolled back, and nothing is lost when the bus is
 * down), or gathered in the OutboxBatch written with it. The realtime implementation turns each into a spec §7 event on /call-gateway.
 */
export interface CallNotifier {
  /** The helpers' phones ring (one wave): `incomming-call` to each. */
  ringing(tx: EventWriter, call: CallRow, rings: readonly RingRow[]): Promise<void>;
  /** The helpers' rings ended without their answer: `missed-call`. */
  missed(tx: EventWriter, call: CallRow, helperIds: readonly string[], reason: MissedReasonName): Promise<void>;
  /** A helper said yes: `call-accepted` to the user. */
  accepted(tx: EventWriter, call: CallRow, helper: { id: string; firstName: string | null }, room: RoomDetailsView): Promise<void>;
  /** One helper's ring ended without a yes (said no, or 15 s passed): `call-declined` to the user. */
  ringEnded(tx: EventWriter, call: CallRow, ring: RingRow, reason: RingEndReason): Promise<void>;
  /** The call ended with no helper: the final `call-declined` to the user, with the reason code and text. */
  ended(tx: EventWriter, call: CallRow, failure: { code: string; message: string }): Promise<void>;
  /** A side chose to leave: `user-leave` / `helper-leave {callId, callLeftBy}` to the other side. */
  left(tx: EventWriter, call: CallRow, party: CallPartyName): Promise<void>;
  /** Presence changed (a join, a leave, a dropped connection, the end): `meeting-state` to both sides. */
  meetingState(tx: EventWriter, call: CallRow, meeting: MeetingStateView): Promise<void>;
  /** The accepted call is over: `call-ended {callId, reason, billableSeconds}` to both sides, once. */
  meetingEnded(tx: EventWriter, call: CallRow, meeting: MeetingStateView): Promise<void>;
  /** A side comes back to a call still open: `rejoin-meeting {callId, roomDetails}` to that side. */
  rejoin(tx: EventWriter, call: CallRow, party: CallPartyName, room: RoomDetailsView, meeting: MeetingStateView): Promise<void>;
}

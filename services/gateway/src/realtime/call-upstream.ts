import {
  Texts,
  type CallParty,
  type ChatMessage,
  type ClientEventPayload,
  type MeetingState,
  type PaymentAuthentication,
  type RingingCall,
  type RoomDetails,
} from '@helpwire/contracts';
import { AppError, type Identity } from '@helpwire/service-kit';

/**
 * Where the realtime channel forwards the client events of spec §7. The call service's gRPC
 * client implements it (issue 11's call service); the gateway decides nothing about calls itself.
 * Each method throws an AppError (the upstream's reason code reaches the client's acknowledgement).
 */
export interface CallUpstream {
  /** A helper accepts a ring: accepted is false when another helper won or the call ended. */
  acceptUserCall(identity: Identity, request: ClientEventPayload<'accept-user-call'>): Promise<{ accepted: boolean; roomDetails: RoomDetails | null }>;
  declineUserCall(identity: Identity, request: ClientEventPayload<'decline-user-call'>): Promise<void>;
  /**
   * A user calls: the call's reference id and how many helpers its first wave rings, or (nobody
   * rung) the bank's 3-D Secure step the call's hold waits for (decision 0031).
   */
  callHelper(
    identity: Identity,
    request: ClientEventPayload<'call-helper'>,
  ): Promise<{ callId: string; ringing: number } | { authentication: PaymentAuthentication }>;
  cancelCallingHelper(identity: Identity, request: ClientEventPayload<'cancel-calling-helper'>): Promise<void>;
  /** This side is in the meeting now (decision 0026): its room, the meeting's state, and when this stay began. */
  joinMeeting(identity: Identity, request: ClientEventPayload<'join-meeting'>): Promise<{ roomDetails: RoomDetails; state: MeetingState; joinedAt: Date }>;
  /** This side left (the leave routes), or this connection's stay ended (`disconnectedStay`: when it began). */
  leaveCall(identity: Identity, request: { callId: string; party: CallParty; disconnectedStay?: Date }): Promise<MeetingState>;
  /**
   * What a connecting socket is owed: the account's call still open in the session's role, with its
   * room (sent as rejoin-meeting), or for a helper without one the rings still ringing them (sent
   * again as incomming-call).
   */
  openMeeting(identity: Identity): Promise<OpenMeeting>;
  /** A call's parties as its user or helper reads it (GetCall): anyone else gets CALL_NOT_FOUND. */
  callParties(identity: Identity, callId: string): Promise<CallParties>;
  /** The meeting's state now, for the call's two parties (GetMeetingState), without joining. */
  meetingState(identity: Identity, request: ClientEventPayload<'get-meeting-state'>): Promise<MeetingState>;
  /** In-call chat (decision 0027): a message kept with the call (both sides hear chat-message from the call service). */
  sendChatMessage(identity: Identity, request: ClientEventPayload<'send-chat-message'>): Promise<ChatMessage>;
  /** The call's chat so far, oldest first, for its two parties. */
  chatMessages(identity: Identity, request: ClientEventPayload<'get-chat-messages'>): Promise<ChatMessage[]>;
}

export interface OpenMeeting {
  meeting?: { callId: string; roomDetails: RoomDetails; state: MeetingState };
  rings: RingingCall[];
}

/** Who is in a call and where it is in its life: what the meeting-signal relay needs to know. */
export interface CallParties {
  callId: string;
  userId: string;
  /** The accepted helper; absent before an accept. */
  helperId?: string;
  /** The call state's name (REQUESTED, RINGING, ACCEPTED, ...). */
  state: string;
  acceptedAt?: Date;
}

const unavailable = async (): Promise<never> => {
  throw new AppError('UNAVAILABLE', Texts.serviceUnavailable, 'REALTIME_CALL_SERVICE_UNAVAILABLE');
};

/** Until the call service is wired (or when it is not configured): every client event is refused, never faked. */
export const unavailableCallUpstream: CallUpstream = {
  acceptUserCall: unavailable,
  declineUserCall: unavailable,
  callHelper: unavailable,
  cancelCallingHelper: unavailable,
  joinMeeting: unavailable,
  leaveCall: unavailable,
  openMeeting: async () => ({ rings: [] }),
  callParties: unavailable,
  sendChatMessage: unavailable,
  chatMessages: unavailable,
  meetingState: unavailable,
};

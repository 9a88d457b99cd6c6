/**
 * The realtime channel of spec §7: socket.io at /call-gateway, websocket transport only, the bearer
 * token in the handshake (`auth.token`). Event names are the spec's, spelled exactly (typos
 * included: `incomming-call`). "Emitted" and "received" are from the web client's side.
 *
 * Names only, without zod: the web kit imports this file alone (`@helpwire/contracts/realtime-events`);
 * the payload schemas and acknowledgements are in realtime.ts.
 */
export const REALTIME_PATH = '/call-gateway';

/** The in-call chat's rules, for the web kit (this file is what it imports). */
export { CHAT_MESSAGE_MAX_CHARS, chatTextProblem, type ChatMessage } from './call-chat';
export {
  ANNOTATION_COLORS,
  ANNOTATION_MAX_POINTS,
  ANNOTATION_MAX_STROKES,
  type Annotation,
  type AnnotationColor,
  type AnnotationPoint,
  type AnnotationTarget,
} from './call-annotation';

/** What the web client emits; the gateway validates each payload and forwards it to the call service. */
export const ClientEvents = {
  acceptUserCall: 'accept-user-call',
  declineUserCall: 'decline-user-call',
  callHelper: 'call-helper',
  cancelCallingHelper: 'cancel-calling-helper',
  /** Issue 12: this side is in the meeting now (either party; decision 0026). */
  joinMeeting: 'join-meeting',
  /** Peer-to-peer media (roomDetails.media 'P2P'): a WebRTC signal for the other party of the call. */
  meetingSignal: 'meeting-signal',
  /** In-call chat (decision 0027): a message to the other party, kept with the call. */
  sendChatMessage: 'send-chat-message',
  /** In-call chat: the call's messages so far (on join and rejoin). */
  getChatMessages: 'get-chat-messages',
  /** The meeting's state now, without joining (the hardware setup shows whether the call is recorded). */
  getMeetingState: 'get-meeting-state',
  /** Annotations: a stroke (the helper only) or a clear (either side), for the other party. */
  meetingAnnotation: 'meeting-annotation',
} as const;
export type ClientEventName = (typeof ClientEvents)[keyof typeof ClientEvents];

/** What the web client receives (besides socket.io's own connect, disconnect and connect_error). */
export const ServerEvents = {
  inAppNotification: 'in-app-notification',
  incommingCall: 'incomming-call',
  missedCall: 'missed-call',
  rejoinMeeting: 'rejoin-meeting',
  userLeave: 'user-leave',
  callAccepted: 'call-accepted',
  roomCreated: 'room-created',
  startMeeting: 'start-meeting',
  callDeclined: 'call-declined',
  helperLeave: 'helper-leave',
  /** Issue 12: who is present, when the call ends by itself, the both-present seconds (to both, on every presence change). */
  meetingState: 'meeting-state',
  /** Issue 12: the accepted call is over (both left, or the hour), to both, once. */
  callEnded: 'call-ended',
  /** The other party's WebRTC signal (peer-to-peer media), relayed by the gateway: {callId, from, signal}. */
  meetingSignal: 'meeting-signal',
  /** In-call chat (decision 0027): a message of the call, to both parties' sessions. */
  chatMessage: 'chat-message',
  /** The other party's annotation, relayed by the gateway: {callId, from, annotation}. */
  meetingAnnotation: 'meeting-annotation',
} as const;
export type ServerEventName = (typeof ServerEvents)[keyof typeof ServerEvents];

const SERVER_EVENT_NAMES = new Set<string>(Object.values(ServerEvents));
export function isServerEventName(name: string): name is ServerEventName {
  return SERVER_EVENT_NAMES.has(name);
}

/**
 * The role whose sessions may send each client event: the helper channel is HELPER-only (spec §4, §7).
 * 'ANY': both roles (a call's two parties); the call service then checks the account is one of them.
 */
export const CLIENT_EVENT_ROLE: Readonly<Record<ClientEventName, 'USER' | 'HELPER' | 'ANY'>> = {
  [ClientEvents.acceptUserCall]: 'HELPER',
  [ClientEvents.declineUserCall]: 'HELPER',
  [ClientEvents.callHelper]: 'USER',
  [ClientEvents.cancelCallingHelper]: 'USER',
  [ClientEvents.joinMeeting]: 'ANY',
  [ClientEvents.meetingSignal]: 'ANY',
  [ClientEvents.sendChatMessage]: 'ANY',
  [ClientEvents.getChatMessages]: 'ANY',
  [ClientEvents.getMeetingState]: 'ANY',
  [ClientEvents.meetingAnnotation]: 'ANY',
};

/**
 * The realtime channel's payload schemas and acknowledgements (zod). The names are in
 * realtime-events.ts, which the web kit imports without zod (decision 0006's budget for `/`).
 */
import { z } from 'zod';
import { callEndReasonSchema, callPartySchema, meetingStateSchema } from './call-meeting';
import { MatchingTexts } from './matching';
import { ValidationTexts } from './messages';
import { inAppNotificationSchema } from './notification';
import { ANNOTATION_COLORS, ANNOTATION_MAX_POINTS, ClientEvents, ServerEvents, type ClientEventName, type ServerEventName } from './realtime-events';

export * from './realtime-events';

/** Why the channel refused a client that sent too much (decision 0023); too many events at once is Texts.tooManyRequests. */
export const RealtimeTexts = {
  eventTooLarge: 'This message is too large to send',
  tooManyConnections: 'Too many open connections for this account. Close another tab and try again.',
} as const;

/** An account, category or call id (uuid) or a slug: letters, digits, '-' and '_'. */
const id = z
  .string({ error: ValidationTexts.invalidId })
  .trim()
  .min(1, ValidationTexts.invalidId)
  .max(100, ValidationTexts.invalidId)
  .regex(/^[A-Za-z0-9_-]+$/, ValidationTexts.invalidId);

/** The browser's place now (spec §5 Calls: location must be enabled); both or neither. */
const latitude = z.number({ error: MatchingTexts.latitudeInvalid }).min(-90, MatchingTexts.latitudeInvalid).max(90, MatchingTexts.latitudeInvalid);
const longitude = z.number({ error: MatchingTexts.longitudeInvalid }).min(-180, MatchingTexts.longitudeInvalid).max(180, MatchingTexts.longitudeInvalid);

/** A WebRTC session description (bounded: a camera, a microphone and a screen fit in a few kilobytes). */
const sessionDescription = z.object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(24_000).optional() });
/** A trickled ICE candidate; an empty candidate string is the end of candidates. */
const iceCandidate = z.object({
  candidate: z.string().max(1000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
/** A meeting connection's generation: a random id each side draws every time it joins (decision 0027). */
const generation = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/**
 * Every signal names the sender's generation (`session`) and, once the sender knows it, the
 * receiver's (`to`): a side starts a fresh connection only when a new generation of the other side
 * appears, and drops signals of a generation that is gone (decision 0027).
 */
const generations = { session: generation, to: generation.optional() };
/**
 * A peer-to-peer meeting's signal (issue 12): `hello` when a side joins (answered once by a side
 * that did not know that generation), a session description, or an ICE candidate.
 */
export const meetingSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello'), ...generations }),
  z.object({ kind: z.literal('description'), description: sessionDescription, ...generations }),
  z.object({ kind: z.literal('candidate'), candidate: iceCandidate, ...generations }),
]);
export type MeetingSignal = z.infer<typeof meetingSignalSchema>;

const fraction = z.number().min(0).max(1);
/** An annotation (call-annotation.ts): a stroke's part, or a clear. */
export const annotationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('stroke'),
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    target: z.enum(['camera', 'screen']),
    color: z.enum(ANNOTATION_COLORS),
    part: z.number().int().min(0).max(10_000),
    points: z.array(z.tuple([fraction, fraction])).max(ANNOTATION_MAX_POINTS),
    done: z.boolean(),
  }),
  z.object({ kind: z.literal('clear') }),
]);

/**
 * Spec §3 "Call request": userId and categoryId on the helper side, helperId and categoryId on the
 * user side. `call-helper` without a helperId is an instant match (the nearest helpers are rung,
 * decision 0024), with one it is a call-back to that helper; the browser's latitude and longitude
 * may come with it (the profile's place otherwise); `callId` only when asking again after the
 * call's 3-D Secure step (CALL_PAYMENT_AUTHENTICATION_ACTION). `cancel-calling-helper` cancels the user's
 * ringing call, whichever helpers it rings, so its helperId is optional too.
 */
export const clientEventSchemas = {
  [ClientEvents.acceptUserCall]: z.object({ userId: id, categoryId: id }),
  [ClientEvents.declineUserCall]: z.object({ userId: id, categoryId: id }),
  [ClientEvents.callHelper]: z
    .object({ helperId: id.optional(), categoryId: id, latitude: latitude.optional(), longitude: longitude.optional(), callId: id.optional() })
    .refine((p) => (p.latitude === undefined) === (p.longitude === undefined), MatchingTexts.placeIncomplete),
  [ClientEvents.cancelCallingHelper]: z.object({ helperId: id.optional() }),
  /** Issue 12 (decision 0026): this side is in the meeting of this call now (its present time starts). */
  [ClientEvents.joinMeeting]: z.object({ callId: id }),
  [ClientEvents.meetingSignal]: z.object({ callId: id, signal: meetingSignalSchema }),
  /** The text's rules (not empty, CHAT_MESSAGE_MAX_CHARS) are the call service's, with their own codes; here only a transport bound. */
  [ClientEvents.sendChatMessage]: z.object({ callId: id, text: z.string().max(8000) }),
  [ClientEvents.getChatMessages]: z.object({ callId: id }),
  [ClientEvents.getMeetingState]: z.object({ callId: id }),
  [ClientEvents.meetingAnnotation]: z.object({ callId: id, annotation: annotationSchema }),
} as const;
export type ClientEventPayload<N extends ClientEventName> = z.infer<(typeof clientEventSchemas)[N]>;

/** An RTCIceServer: STUN, or TURN with short-lived credentials (coturn's REST API scheme). */
export const iceServerSchema = z.looseObject({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** One side's access to the call's Janus VideoRoom room (decision 0025). */
export const janusAccessSchema = z.looseObject({
  /** The browser-facing Janus WebSocket URL. */
  url: z.string(),
  /** The room id: the call id. */
  room: z.string(),
  pin: z.string(),
  /** Signed core token, sent with every Janus API request. */
  token: z.string(),
  /** Signed room token, sent in the VideoRoom join. */
  roomToken: z.string(),
  /** When both tokens stop being accepted (ISO). */
  expiresAt: z.string(),
});

/**
 * The room of a call, one side's view (decision 0025): through Janus (`janus` access) or peer to
 * peer (signalling over the realtime channel), with that side's ICE servers. Spec §3 names it only
 * as `roomDetails`; only roomId is required, other fields pass through (loose).
 */
export const roomDetailsSchema = z.looseObject({
  roomId: z.string(),
  callId: z.string().optional(),
  media: z.enum(['PENDING', 'JANUS', 'P2P']).optional(),
  /** Whether Janus records the call (never peer to peer). */
  recording: z.boolean().optional(),
  janus: janusAccessSchema.optional(),
  iceServers: z.array(iceServerSchema).optional(),
});
export type RoomDetails = z.infer<typeof roomDetailsSchema>;

/** One in-call chat message (call-chat.ts). */
export const chatMessageSchema = z.object({ id: z.string(), callId: z.string(), from: callPartySchema, text: z.string(), sentAt: z.string() });

/** A ring as the call service knows it: what an `incomming-call` payload is built from. */
export interface RingingCall {
  callId: string;
  /** The caller. */
  userId: string;
  categoryId: string;
  callerFirstName?: string | null;
  distanceKm: number;
  wave: number;
  ringEndsAt: Date;
}

/**
 * The `incomming-call` payload (spec §3 `{id}`, the caller, plus the call's reference), the same
 * whether it is the ring itself or a ring sent again to a helper's new connection. The distance is
 * told in whole kilometres to the helper's blurred place as matching answers it (0 reads "nearby"), so it cannot pinpoint anyone.
 */
export function incommingCallPayload(ring: RingingCall) {
  return {
    id: ring.userId,
    userId: ring.userId,
    callId: ring.callId,
    categoryId: ring.categoryId,
    callerFirstName: ring.callerFirstName ?? null,
    // Whole kilometres as matching answered them; 0 is "nearby" (decision 0022), never made "1 km".
    distanceKm: Math.max(0, Math.round(ring.distanceKm)),
    wave: ring.wave,
    ringEndsAt: ring.ringEndsAt.toISOString(),
  };
}

/** Payloads the spec gives (§3); the others are objects whose fields the spec does not show. */
const anyObject = z.looseObject({});

/** user-leave / helper-leave: the other side left (spec §4: the client stores callLeftBy and raises callLeftByUpdated). */
const leftSchema = z.looseObject({ callId: z.string(), callLeftBy: callPartySchema });
export const serverEventSchemas = {
  /** The new notification and the owner's exact unread count (issue 14). */
  [ServerEvents.inAppNotification]: inAppNotificationSchema,
  /** id: the caller's user id. */
  [ServerEvents.incommingCall]: z.looseObject({ id }),
  /** userId or id. */
  [ServerEvents.missedCall]: z
    .looseObject({ userId: id.optional(), id: id.optional() })
    .refine((p) => p.userId !== undefined || p.id !== undefined, 'missed-call carries userId or id'),
  /** The call is still open: the meeting comes back with this side's room and its state (whether this side had left, when it ends). */
  [ServerEvents.rejoinMeeting]: z.looseObject({ callId: z.string(), roomDetails: roomDetailsSchema, state: meetingStateSchema }),
  [ServerEvents.userLeave]: leftSchema,
  [ServerEvents.callAccepted]: anyObject,
  [ServerEvents.roomCreated]: anyObject,
  /** Opens the user meeting modal with the room details. */
  [ServerEvents.startMeeting]: z.looseObject({ roomDetails: roomDetailsSchema }),
  /** id: the helper who declined. */
  [ServerEvents.callDeclined]: z.looseObject({ id }),
  [ServerEvents.helperLeave]: leftSchema,
  [ServerEvents.meetingState]: meetingStateSchema,
  [ServerEvents.callEnded]: z.looseObject({ callId: z.string(), reason: callEndReasonSchema, billableSeconds: z.number().int().min(0) }),
  [ServerEvents.meetingSignal]: z.object({ callId: id, from: z.enum(['USER', 'HELPER']), signal: meetingSignalSchema }),
  [ServerEvents.chatMessage]: z.object({ callId: z.string(), message: chatMessageSchema }),
  [ServerEvents.meetingAnnotation]: z.object({ callId: id, from: z.enum(['USER', 'HELPER']), annotation: annotationSchema }),
} as const;
export type ServerEventPayload<N extends ServerEventName> = z.infer<(typeof serverEventSchemas)[N]>;

/** A refused client event: the stable reason code (decision 0016) and the text to show. */
export const realtimeAckErrorSchema = z.object({ ok: z.literal(false), code: z.string(), message: z.string() });
export type RealtimeAckError = z.infer<typeof realtimeAckErrorSchema>;

/** Spec §3: the accept acknowledgement carries an accepted flag and roomDetails. */
export const acceptCallAckSchema = z.union([
  z.object({ ok: z.literal(true), accepted: z.boolean(), roomDetails: roomDetailsSchema.nullable() }),
  realtimeAckErrorSchema,
]);
export type AcceptCallAck = z.infer<typeof acceptCallAckSchema>;

/** The acknowledgement of the other client events. */
export const clientEventAckSchema = z.union([z.object({ ok: z.literal(true) }), realtimeAckErrorSchema]);
export type ClientEventAck = z.infer<typeof clientEventAckSchema>;

/**
 * What the user's browser needs for the bank's 3-D Secure step of a call's hold (decision 0031):
 * Stripe.js `handleNextAction({ clientSecret })`, or the sandbox's simulated step
 * (POST /payment/sandbox/authenticate-payment). After it, call-helper again with this callId.
 */
export const paymentAuthenticationSchema = z.object({
  callId: z.string(),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type PaymentAuthentication = z.infer<typeof paymentAuthenticationSchema>;

/** call-helper refused until the user confirmed the call's hold with their bank: nobody was rung. */
export const callHelperAuthenticationAckSchema = z.object({
  ok: z.literal(false),
  code: z.literal('CALL_PAYMENT_AUTHENTICATION_ACTION'),
  message: z.string(),
  authentication: paymentAuthenticationSchema,
});
export type CallHelperAuthenticationAck = z.infer<typeof callHelperAuthenticationAckSchema>;

/**
 * call-helper's: the call's reference id and the helpers its first wave rings (the calling view
 * counts them), the 3-D Secure step the hold waits for, or the refusal.
 */
export const callHelperAckSchema = z.union([
  z.object({ ok: z.literal(true), callId: z.string(), ringing: z.number().int().min(1) }),
  callHelperAuthenticationAckSchema,
  realtimeAckErrorSchema,
]);
export type CallHelperAck = z.infer<typeof callHelperAckSchema>;

/** join-meeting's: this side's room and the meeting's state. */
export const joinMeetingAckSchema = z.union([
  z.object({ ok: z.literal(true), roomDetails: roomDetailsSchema, state: meetingStateSchema }),
  realtimeAckErrorSchema,
]);
export type JoinMeetingAck = z.infer<typeof joinMeetingAckSchema>;

/** send-chat-message's: the message as stored (both sides also hear it as chat-message). */
export const sendChatMessageAckSchema = z.union([z.object({ ok: z.literal(true), message: chatMessageSchema }), realtimeAckErrorSchema]);
export type SendChatMessageAck = z.infer<typeof sendChatMessageAckSchema>;

/** get-chat-messages': the call's messages, oldest first. */
export const chatMessagesAckSchema = z.union([z.object({ ok: z.literal(true), messages: z.array(chatMessageSchema) }), realtimeAckErrorSchema]);
export type ChatMessagesAck = z.infer<typeof chatMessagesAckSchema>;

/** get-meeting-state's: the meeting's state now. */
export const meetingStateAckSchema = z.union([z.object({ ok: z.literal(true), state: meetingStateSchema }), realtimeAckErrorSchema]);
export type MeetingStateAck = z.infer<typeof meetingStateAckSchema>;

/** What each client event's acknowledgement carries. */
export interface ClientEventAcks {
  'accept-user-call': AcceptCallAck;
  'decline-user-call': ClientEventAck;
  'call-helper': CallHelperAck;
  'cancel-calling-helper': ClientEventAck;
  'join-meeting': JoinMeetingAck;
  'meeting-signal': ClientEventAck;
  'send-chat-message': SendChatMessageAck;
  'get-chat-messages': ChatMessagesAck;
  'get-meeting-state': MeetingStateAck;
  'meeting-annotation': ClientEventAck;
}

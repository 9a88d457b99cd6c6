import { ClientEvents, type ClientEventName } from '@helpwire/contracts';

/**
 * Every number that bounds what one client may do on the realtime channel, in one place (decision
 * 0023 records them and the web's real rates they were set from). A real two-person call — drawing,
 * chatting, renegotiating its media — stays far below each of them.
 */

/** One budget window: an event's counters (per socket, per account) start again every 10 s. */
export const BUDGET_WINDOW_MS = 10_000;

export interface EventLimit {
  /** Events one socket may send per window. */
  perSocket: number;
  /** Events all of one account's sockets, on every replica, may send per window (counted in Redis). */
  perAccount: number;
  /** The payload's size as JSON, in bytes. */
  maxBytes: number;
}

const KIB = 1024;
/** Ids and small objects: a call request, a lookup, an accept. */
const SMALL = KIB;

export const EVENT_LIMITS: Readonly<Record<ClientEventName, EventLimit>> = {
  // A ring costs a card hold and rings helpers; asked again after a 3-D Secure step or a cancel.
  [ClientEvents.callHelper]: { perSocket: 6, perAccount: 10, maxBytes: SMALL },
  [ClientEvents.cancelCallingHelper]: { perSocket: 10, perAccount: 20, maxBytes: SMALL },
  // A helper answers rings one by one.
  [ClientEvents.acceptUserCall]: { perSocket: 20, perAccount: 30, maxBytes: SMALL },
  [ClientEvents.declineUserCall]: { perSocket: 20, perAccount: 30, maxBytes: SMALL },
  // Lookups: the call view asks each once when it opens and after each reconnection.
  [ClientEvents.joinMeeting]: { perSocket: 20, perAccount: 40, maxBytes: SMALL },
  [ClientEvents.getChatMessages]: { perSocket: 20, perAccount: 40, maxBytes: SMALL },
  [ClientEvents.getMeetingState]: { perSocket: 20, perAccount: 40, maxBytes: SMALL },
  // WebRTC: a hello, an offer or answer (an SDP of 4–12 KB; the schema allows 24,000 characters) and
  // 5–20 ICE candidates per negotiation, renegotiated when a screen is shared or the network changes.
  [ClientEvents.meetingSignal]: { perSocket: 120, perAccount: 200, maxBytes: 25 * KIB },
  // A stroke goes out in parts every 50 ms while the helper draws (20 a second, up to 200 points each).
  [ClientEvents.meetingAnnotation]: { perSocket: 300, perAccount: 400, maxBytes: 12 * KIB },
  // People type: a message a second is fast; a message is at most 1,000 characters (4 KB in UTF-8).
  [ClientEvents.sendChatMessage]: { perSocket: 15, perAccount: 20, maxBytes: 9 * KIB },
};

/** A socket refused this many times in one window is flooding, not mistaken: it is disconnected. */
export const REFUSALS_BEFORE_DISCONNECT = 20;

/** Sockets one account may hold open at once, over every replica (tabs, both roles). */
export const SOCKETS_PER_ACCOUNT = 10;
/** Handshakes one token may make per window (reconnections after a network blink included), checked before the session check. */
export const HANDSHAKES_PER_TOKEN = 20;

/** socket.io reads no frame larger than the largest event plus its envelope (name, ack id). */
export const MAX_FRAME_BYTES = Math.max(...Object.values(EVENT_LIMITS).map((limit) => limit.maxBytes)) + KIB;

/**
 * What one connection may send at all, counted on the transport before socket.io decodes a frame
 * (issue 21, item 2: per-event budgets alone still decoded every frame of a flood). Token buckets:
 * a burst as large as a real call's largest (a renegotiation's candidates with 200 parts of a
 * drawing: ~230 frames, ~250 KB), refilled at several times a real call's steady rate. A connection
 * that empties one is closed at once; its later frames are never read.
 */
export const TRANSPORT_BUDGET = {
  frames: { burst: 400, perSecond: 100 },
  bytes: { burst: 512 * KIB, perSecond: 128 * KIB },
} as const;

import { AuthTexts, CallTexts, ServerEvents, type ClientEventAck, type ClientEventPayload, type ServerEventName } from '@helpwire/contracts';
import { AppError, type Identity } from '@helpwire/service-kit';
import type { Server, Socket } from 'socket.io';
import { accountRoleRoom } from './account-rooms';
import type { CallParties, CallUpstream } from './call-upstream';

/** The call states in which its two parties may signal each other (the meeting is open). */
const MEETING_STATES: ReadonlySet<string> = new Set(['ACCEPTED', 'IN_PROGRESS']);
/** A call lasts at most one hour from its accept (issue 12); what the relay learnt is kept that long. */
export const CALL_LIFE_MS = 60 * 60_000;

interface Route {
  /** The room of the other party's sockets signed in with that party's role. */
  peerRoom: string;
  from: 'USER' | 'HELPER';
  until: number;
}

/**
 * Per socket, per call: where its signals go, learnt once from the call service (latency: no lookup
 * per candidate), and the signal going out now. Signals go out one after another in the order they
 * came, the first waiting for the lookup: an offer never overtakes its hello, nor a candidate its offer.
 */
interface Lane {
  route: Route | null;
  tail: Promise<unknown>;
}
const lanes = new WeakMap<Socket, Map<string, Lane>>();

/**
 * The room of the sockets holding a route in a call. A socket joins it before it asks the call
 * service, and keeps its route only while it is in it: the end of the call empties it on every
 * replica (`endMeetingRoutes`), so an end that comes during the lookup is not missed either.
 */
export const relayRoom = (callId: string) => `call:${callId}:relay`;

/**
 * The call is over (its `call-ended` reached the gateway): every socket's route in it ends, on every
 * replica through the adapter. The next signal or drawing asks the call service again, which refuses it.
 */
export function endMeetingRoutes(io: Server, callId: string): void {
  io.in(relayRoom(callId)).socketsLeave(relayRoom(callId));
}

const callOver = () => new AppError('FAILED_PRECONDITION', CallTexts.noMeeting, 'REALTIME_CALL_NOT_ACCEPTED');

/** Where a signal from `identity` in this call goes; a refusal when it is not one of the call's parties in an open meeting. */
export function routeOf(identity: Pick<Identity, 'userId' | 'role'>, call: CallParties, now: number): Route {
  const asUser = identity.role === 'USER' && call.userId === identity.userId;
  const asHelper = identity.role === 'HELPER' && call.helperId === identity.userId;
  // The same answer as GetCall gives a stranger: a call that is not theirs does not exist for them.
  if (!asUser && !asHelper) throw new AppError('NOT_FOUND', CallTexts.callNotFound, 'CALL_NOT_FOUND');
  if (!MEETING_STATES.has(call.state) || !call.helperId) throw new AppError('FAILED_PRECONDITION', CallTexts.noMeeting, 'REALTIME_CALL_NOT_ACCEPTED');
  const until = (call.acceptedAt?.getTime() ?? now) + CALL_LIFE_MS;
  return asUser
    ? { peerRoom: accountRoleRoom(call.helperId, 'HELPER'), from: 'USER', until }
    : { peerRoom: accountRoleRoom(call.userId, 'USER'), from: 'HELPER', until };
}

/**
 * `meeting-signal` (peer-to-peer media, issue 12): the signal goes to the other party's sockets of
 * the call only, straight through the socket.io adapter (Redis carries it to the other replicas; no
 * bus hop). The first signal of a socket for a call asks the call service who its parties are.
 */
export function relayMeetingSignal(
  socket: Socket,
  upstream: CallUpstream,
  identity: Identity,
  { callId, signal }: ClientEventPayload<'meeting-signal'>,
): Promise<ClientEventAck> {
  return relayToOtherParty(socket, upstream, identity, callId, ServerEvents.meetingSignal, { signal });
}

/**
 * `meeting-annotation` (issue 12): the helper draws on the user's view; either side clears. The same
 * way as a signal, in the same lane (a stroke never overtakes an earlier one); a stroke from the
 * user is refused.
 */
export function relayMeetingAnnotation(
  socket: Socket,
  upstream: CallUpstream,
  identity: Identity,
  { callId, annotation }: ClientEventPayload<'meeting-annotation'>,
): Promise<ClientEventAck> {
  if (annotation.kind === 'stroke' && identity.role !== 'HELPER')
    return Promise.reject(new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED'));
  return relayToOtherParty(socket, upstream, identity, callId, ServerEvents.meetingAnnotation, { annotation });
}

/** Sends `{callId, from, ...body}` as `event` to the other party of the call, in this socket's lane for the call. */
function relayToOtherParty(
  socket: Socket,
  upstream: CallUpstream,
  identity: Identity,
  callId: string,
  event: ServerEventName,
  body: object,
): Promise<ClientEventAck> {
  const ofSocket = lanes.get(socket) ?? new Map<string, Lane>();
  lanes.set(socket, ofSocket);
  const lane = ofSocket.get(callId) ?? { route: null, tail: Promise.resolve() };
  ofSocket.set(callId, lane);
  const room = relayRoom(callId);
  const run = lane.tail.then(async (): Promise<ClientEventAck> => {
    // Out of the call's relay room: the call ended since the route was learnt.
    if (!lane.route || lane.route.until <= Date.now() || !socket.rooms.has(room)) {
      lane.route = null;
      await socket.join(room);
      const route = routeOf(identity, await upstream.callParties(identity, callId), Date.now());
      if (!socket.rooms.has(room)) throw callOver();
      lane.route = route;
    }
    socket.nsp.to(lane.route.peerRoom).emit(event, { callId, from: lane.route.from, ...body });
    return { ok: true };
  });
  const tail: Promise<unknown> = run.catch(() => {
    // Refused: nothing is kept for a call that is not theirs (or not open), unless signals wait behind.
    if (lane.tail === tail && !lane.route) {
      ofSocket.delete(callId);
      void socket.leave(room);
    }
  });
  lane.tail = tail;
  return run;
}

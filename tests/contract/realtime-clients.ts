import { REALTIME_PATH, type ServerEventName } from '@helpwire/contracts';
import { realtimeEvents } from '@helpwire/proto';
import { RealtimeDeliveries, type EventBus } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { apiOf, freshPhone } from './accounts';
import { helperFiles } from './files';
import { signedInOf } from './signed-in';
import type { Stack } from './stack';

/** A socket.io client of the realtime channel as the web opens it: websocket only, the token in the handshake. */
export function realtimeClient(base: string, token: string | undefined, options: { reconnection?: boolean } = {}): Socket {
  return io(base, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    forceNew: true,
  });
}

/** Resolves 'connected' or the connect error's message and data. */
export function connection(socket: Socket): Promise<'connected' | { message: string; data: unknown }> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error: Error & { data?: unknown }) => resolve({ message: error.message, data: error.data }));
  });
}

/** A connected client (fails the test when the handshake is refused). */
export async function connected(base: string, token: string, options: { reconnection?: boolean } = {}): Promise<Socket> {
  const socket = realtimeClient(base, token, options);
  received(socket);
  const outcome = await connection(socket);
  if (outcome !== 'connected') throw new Error(`the channel refused the handshake: ${outcome.message}`);
  return socket;
}

const logs = new WeakMap<Socket, Map<string, unknown[]>>();

/**
 * Every payload a socket receives, by event name. `connected` starts the log before the handshake:
 * the first event can arrive in the same read as the connection, before the caller's next line runs.
 */
export function received(socket: Socket): Map<string, unknown[]> {
  let seen = logs.get(socket);
  if (!seen) {
    const log = new Map<string, unknown[]>();
    socket.onAny((name: string, ...args: unknown[]) => {
      // The last argument of a recoverable broadcast is its stream offset; the payload is the first.
      log.set(name, [...(log.get(name) ?? []), args[0]]);
    });
    logs.set(socket, log);
    seen = log;
  }
  return seen;
}

export async function waitUntil(check: () => boolean, timeoutMs = 10_000, what = 'the condition'): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface DeliveryInput {
  accountIds: string[];
  eventName: ServerEventName | string;
  payload: unknown;
  audience?: realtimeEvents.Audience;
  expiresAt?: Date;
  occurredAt?: Date;
}

/**
 * Publishes a realtime delivery on the bus as the call service's outbox relay would (same subject,
 * same encoding, the event id as the message id). Answers the event id.
 */
export async function publishDelivery(bus: EventBus, input: DeliveryInput): Promise<string> {
  const eventId = randomUUID();
  const event = RealtimeDeliveries.call;
  const message: realtimeEvents.Delivery = {
    eventId,
    occurredAt: input.occurredAt ?? new Date(),
    accountIds: input.accountIds,
    audience: input.audience ?? realtimeEvents.Audience.AUDIENCE_UNSPECIFIED,
    eventName: input.eventName,
    payloadJson: JSON.stringify(input.payload),
    expiresAt: input.expiresAt,
  };
  await bus.publish({ id: eventId, subject: event.subject, data: event.codec.encode(message).finish(), headers: {} });
  return eventId;
}

/** Signed-in accounts for the channel: a USER session, and a HELPER session (register-role, as the web does). */
export function realtimeAccountsOf(stack: () => Stack) {
  const signedIn = signedInOf(stack);
  const { post } = apiOf(stack);
  return {
    user: () => signedIn.verifiedUser(),
    /** An account holding both roles; `token` is its HELPER session, `userToken` its USER session. */
    async helper(): Promise<{ id: string; token: string; userToken: string }> {
      const user = await signedIn.verifiedUser();
      const added = await post('/auth/register-role', { role_slug: 'HELPER', phone: freshPhone(), ...(await helperFiles(stack().base)) }, user.token);
      if (added.status !== 201) throw new Error(`register-role answered ${added.status}: ${JSON.stringify(added.body)}`);
      return { id: user.id, token: added.body.data.token as string, userToken: user.token };
    },
  };
}

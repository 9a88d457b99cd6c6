import { REALTIME_PATH } from '@helpwire/contracts';
import { realtimeSockets, type EventBus, type Logger, type Subscription } from '@helpwire/service-kit';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Server as HttpServer } from 'node:http';
import type { createClient } from 'redis';
import { Server } from 'socket.io';
import type { TokenVerifier } from '../http/authentication';
import { counterStore, type RedisCommand } from '../http/rate-limits';
import { accountRoleRoom, accountRoom } from './account-rooms';
import type { CallUpstream } from './call-upstream';
import { registerClientEvents } from './client-event-handlers';
import { capSockets, limitHandshakes } from './connection-cap';
import { EventBudgets } from './event-budgets';
import { consumeRealtimeDeliveries } from './delivery-consumer';
import { closeEndedSessions } from './sessions-ended-consumer';
import { trackMeetingPresence } from './meeting-presence';
import type { HelperPresence } from './helper-presence';
import { PresenceTracker } from './presence-tracker';
import { BUDGET_WINDOW_MS, MAX_FRAME_BYTES } from './realtime-limits';
import { watchSessions } from './session-watch';
import { limitTransports } from './transport-budget';
import { authenticateSocket, sessionOf } from './socket-authentication';

/** How long a dropped client may stay away and still get what it missed (connection-state recovery). */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

export const PING_INTERVAL_MS = 3000;
export const PING_TIMEOUT_MS = 4000;

/**
 * The event a fresh connection gets first, through the adapter: it hands the client its first
 * stream offset, without which socket.io cannot recover a client that dropped before any other
 * event reached it (a helper whose network blinks while a ring is sent). Not a spec §7 event;
 * clients ignore it.
 */
export const CHANNEL_READY_EVENT = 'channel-ready';

export interface RealtimeChannelOptions {
  httpServer: HttpServer;
  /** The REST verifier: JWT checks and the session-revocation check. */
  verifier: TokenVerifier;
  logger: Logger;
  /** With Redis, the redis-streams adapter (replicas share rooms and recovery); without, memory. */
  redis?: ReturnType<typeof createClient>;
  /** Keys, stream and channels of the adapter in Redis (environments sharing one Redis keep apart). */
  redisPrefix: string;
  /** The HTTP rate limits' store (Redis when configured) and key prefix: the per-account budgets live there too. */
  limitStore: { redis?: RedisCommand; prefix: string };
  upstream: CallUpstream;
  presence: HelperPresence;
  /** What one client event may spend on its upstream call (UPSTREAM_DEADLINE_MS). */
  upstreamDeadlineMs: number;
  heartbeatMs?: number;
  /** How often connected sessions are verified again (SESSION_RECHECK_MS by default). */
  sessionRecheckMs?: number;
}

export interface RealtimeChannel {
  io: Server;
  /** Starts emitting the deliveries services publish on `bus` (see delivery-consumer.ts). */
  consumeDeliveries(bus: EventBus): Promise<void>;
  close(): Promise<void>;
}

/**
 * The realtime channel of spec §7 on the gateway's HTTP server: socket.io at /call-gateway,
 * websocket only, the bearer token checked at every handshake (recovered ones too), each socket in
 * its account's room and its account-and-role room, client events forwarded to the call service,
 * helper presence reported, and the services' deliveries emitted to the rooms.
 */
export async function startRealtimeChannel(options: RealtimeChannelOptions): Promise<RealtimeChannel> {
  const { logger } = options;
  const io = new Server(options.httpServer, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    serveClient: false,
    // A helper whose network dies without a goodbye is noticed within PING_INTERVAL + PING_TIMEOUT (7 s),
    // so presence reports the disconnection inside issue 11's 10 s (socket.io's default is 45 s).
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    // Client events are a few ids, or a meeting signal (an SDP of a few kilobytes): nothing larger than the largest event's limit is read.
    maxHttpBufferSize: MAX_FRAME_BYTES,
    // The token travels in the handshake, never in a cookie: no cross-site socket can borrow a session.
    cors: { origin: false },
    // A revoked session must not come back through recovery: the middleware runs on every handshake.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    adapter: options.redis
      ? createAdapter(options.redis, {
          streamName: `${options.redisPrefix}:stream`,
          channelPrefix: `${options.redisPrefix}:channel`,
          sessionKeyPrefix: `${options.redisPrefix}:session:`,
          onlyPlaintext: true,
          blockTimeInMs: 1000,
        })
      : undefined,
  });
  limitTransports(io);
  const accountCounters = await counterStore({ ...options.limitStore, prefix: `${options.limitStore.prefix}:realtime`, windowMs: BUDGET_WINDOW_MS });
  const socketCounters = await counterStore({ prefix: 'socket', windowMs: BUDGET_WINDOW_MS });
  const budgets = new EventBudgets(socketCounters, accountCounters);
  io.use(limitHandshakes(accountCounters));
  io.use(authenticateSocket(options.verifier));
  io.use(capSockets(io));
  const presence = new PresenceTracker(io, options.presence, logger, options.heartbeatMs);
  const stopWatching = watchSessions(io, options.verifier, logger, options.sessionRecheckMs);

  io.on('connection', (socket) => {
    const session = sessionOf(socket);
    void socket.join([accountRoom(session.userId), accountRoleRoom(session.userId, session.role)]);
    registerClientEvents(socket, options.upstream, budgets, logger, options.upstreamDeadlineMs);
    presence.track(socket);
    realtimeSockets.inc({ role: session.role });
    socket.once('disconnect', () => realtimeSockets.dec({ role: session.role }));
    if (!socket.recovered) io.to(socket.id).emit(CHANNEL_READY_EVENT);
    trackMeetingPresence(socket, options.upstream, logger, options.upstreamDeadlineMs);
  });

  const subscriptions: Subscription[] = [];
  return {
    io,
    async consumeDeliveries(bus) {
      subscriptions.push(...(await consumeRealtimeDeliveries(bus, io, logger)), await closeEndedSessions(bus, io, logger));
    },
    async close() {
      for (const subscription of subscriptions) await subscription.stop();
      stopWatching();
      presence.stop();
      await socketCounters.shutdown?.();
      await accountCounters.shutdown?.();
      // The transports close, the sockets are not kicked: clients reconnect by themselves (to another
      // replica) and recover what they missed. The HTTP server is the gateway's to close.
      io.engine.close();
      await io.of('/').adapter.close();
    },
  };
}

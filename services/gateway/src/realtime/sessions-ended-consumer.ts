import { AuthEvents, type EventBus, type Logger, type Subscription } from '@helpwire/service-kit';
import type { Server } from 'socket.io';
import { accountRoom } from './account-rooms';

/**
 * Closes an account's sockets as soon as every session of it ended (helpwire.auth.sessions_ended: a
 * suspension, an admin's "sign out everywhere", a password reset, an erasure), on every replica (the
 * adapter carries `disconnectSockets` to the others). One durable consumer shared by the replicas; the
 * periodic session check (session-watch.ts) still catches what this misses, within a minute.
 */
export async function closeEndedSessions(bus: EventBus, io: Server, logger: Logger): Promise<Subscription> {
  return bus.subscribe({
    durable: 'gateway-sessions-ended',
    subject: AuthEvents.sessionsEnded.subject,
    handler: async (message) => {
      let userId: string;
      try {
        userId = AuthEvents.sessionsEnded.codec.decode(message.data).userId;
      } catch (error) {
        logger.error({ err: error, eventId: message.id }, 'sessions_ended could not be decoded; dropped');
        return;
      }
      if (userId) io.in(accountRoom(userId)).disconnectSockets(true);
    },
  });
}

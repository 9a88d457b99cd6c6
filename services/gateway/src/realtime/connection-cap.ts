import { RealtimeTexts, Texts } from '@helpwire/contracts';
import type { Store } from 'express-rate-limit';
import type { Server, Socket } from 'socket.io';
import { accountRoom } from './account-rooms';
import { HANDSHAKES_PER_ACCOUNT, SOCKETS_PER_ACCOUNT } from './realtime-limits';
import { sessionOf } from './socket-authentication';

type Refusal = Error & { data: { code: 'RATE_LIMITED' | 'REALTIME_TOO_MANY_CONNECTIONS' } };

function refusal(code: Refusal['data']['code'], text: string): Refusal {
  return Object.assign(new Error(text), { data: { code } });
}

/**
 * The handshake's second check, after the token's (it needs the account): an account may open
 * HANDSHAKES_PER_ACCOUNT sockets per budget window (counted in `handshakes`, shared by the replicas)
 * and hold SOCKETS_PER_ACCOUNT open at once, counted over every replica through the adapter. The
 * handshakes this replica is still admitting count too, so a burst of them cannot all pass at once.
 */
export function capConnections(io: Server, handshakes: Store) {
  const admitting = new Map<string, number>();
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const { userId } = sessionOf(socket);
    try {
      if ((await handshakes.increment(`${userId}:handshake`)).totalHits > HANDSHAKES_PER_ACCOUNT) return next(refusal('RATE_LIMITED', Texts.tooManyRequests));
    } catch (error) {
      return next(error as Error);
    }
    admitting.set(userId, (admitting.get(userId) ?? 0) + 1);
    // Counted until it has joined its account's room: socket.io connects it on the next tick after `next`.
    const admitted = () =>
      setImmediate(() => {
        const left = (admitting.get(userId) ?? 1) - 1;
        if (left > 0) admitting.set(userId, left);
        else admitting.delete(userId);
      });
    try {
      const open = (await io.in(accountRoom(userId)).fetchSockets()).length;
      next(open + (admitting.get(userId) ?? 1) > SOCKETS_PER_ACCOUNT ? refusal('REALTIME_TOO_MANY_CONNECTIONS', RealtimeTexts.tooManyConnections) : undefined);
    } catch (error) {
      next(error as Error);
    } finally {
      admitted();
    }
  };
}

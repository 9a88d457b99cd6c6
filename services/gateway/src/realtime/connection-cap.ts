import { RealtimeTexts, Texts } from '@helpwire/contracts';
import type { Store } from 'express-rate-limit';
import { createHash } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import { accountRoom } from './account-rooms';
import { HANDSHAKES_PER_TOKEN, SOCKETS_PER_ACCOUNT } from './realtime-limits';
import { handshakeToken, sessionOf } from './socket-authentication';

type Refusal = Error & { data: { code: 'RATE_LIMITED' | 'REALTIME_TOO_MANY_CONNECTIONS' } };

function refusal(code: Refusal['data']['code'], text: string): Refusal {
  return Object.assign(new Error(text), { data: { code } });
}

/**
 * The handshake's first check, before the token's (which asks auth): one token may open
 * HANDSHAKES_PER_TOKEN sockets per budget window (counted in `handshakes`, shared by the replicas,
 * under the token's hash, never the token). A client reconnecting in a loop then costs a counter,
 * not a session check each time; nobody can spend another person's budget without their token.
 */
export function limitHandshakes(handshakes: Store) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const token = handshakeToken(socket.handshake.auth);
    if (!token) return next();
    try {
      const key = `handshake:${createHash('sha256').update(token).digest('hex')}`;
      next((await handshakes.increment(key)).totalHits > HANDSHAKES_PER_TOKEN ? refusal('RATE_LIMITED', Texts.tooManyRequests) : undefined);
    } catch (error) {
      next(error as Error);
    }
  };
}

/**
 * After the token's check (it needs the account): an account holds SOCKETS_PER_ACCOUNT sockets at
 * once, counted over every replica through the adapter, plus the handshakes this replica is still
 * admitting, so a burst of them cannot all pass at once.
 */
export function capSockets(io: Server) {
  const admitting = new Map<string, number>();
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const { userId } = sessionOf(socket);
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

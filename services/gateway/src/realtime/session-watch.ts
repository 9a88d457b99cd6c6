import type { Logger } from '@helpwire/service-kit';
import type { Server } from 'socket.io';
import type { TokenVerifier } from '../http/authentication';
import { isCheckUnavailable, tokenOf } from './socket-authentication';

/** How often the sessions of connected sockets are checked again. */
export const SESSION_RECHECK_MS = 60_000;

/**
 * A handshake proves a session once; a socket can stay open for hours. Every period this replica's
 * sockets are verified again (expiry and revocation: a logout elsewhere, a password reset, a role
 * removed) and a socket whose session ended is disconnected, so it stops hearing the account's
 * events within a minute. A check that could not be made (auth down) disconnects nobody.
 */
export function watchSessions(io: Server, verifier: TokenVerifier, logger: Logger, everyMs = SESSION_RECHECK_MS): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      for (const socket of io.of('/').sockets.values()) {
        const token = tokenOf(socket);
        if (!token) continue;
        try {
          await verifier.verify(token);
        } catch (error) {
          if (isCheckUnavailable(error)) {
            logger.warn({ err: error }, 'could not check the realtime sessions again; will retry');
            return;
          }
          socket.disconnect(true);
        }
      }
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

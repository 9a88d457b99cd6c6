import type { Logger } from '@helpwire/service-kit';
import type { Server } from 'socket.io';
import type { TokenVerifier } from '../http/authentication';
import { SESSIONS_PER_CHECK } from '../http/session-check-batch';
import { isCheckUnavailable, tokenOf } from './socket-authentication';

/** How often the sessions of connected sockets are checked again. */
export const SESSION_RECHECK_MS = 60_000;

/**
 * A handshake proves a session once; a socket can stay open for hours. Every period this replica's
 * sockets are verified again (expiry and revocation: a logout elsewhere, a password reset, a role
 * removed) and a socket whose session ended is disconnected, so it stops hearing the account's
 * events within a minute. Revocation is asked for SESSIONS_PER_CHECK sockets at a time (one auth
 * call and one query each, not one per socket: 1,000 sockets cost 1.5 s of CPU every minute that
 * way, bench:ring). A check that could not be made (auth down) disconnects nobody.
 */
export function watchSessions(io: Server, verifier: TokenVerifier, logger: Logger, everyMs = SESSION_RECHECK_MS): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const sockets = [...io.of('/').sockets.values()].flatMap((socket) => {
        const token = tokenOf(socket);
        return token ? [{ socket, token }] : [];
      });
      for (let i = 0; i < sockets.length; i += SESSIONS_PER_CHECK) {
        const slice = sockets.slice(i, i + SESSIONS_PER_CHECK);
        const valid = await verifier.stillValid(slice.map(({ token }) => token));
        slice.forEach(({ socket }, j) => {
          if (!valid[j]) socket.disconnect(true);
        });
      }
    } catch (error) {
      logger.warn({ err: error, unavailable: isCheckUnavailable(error) }, 'could not check the realtime sessions again; will retry');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

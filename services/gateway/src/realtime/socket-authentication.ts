import { Texts } from '@helpwire/contracts';
import { isAppError } from '@helpwire/service-kit';
import type { Socket } from 'socket.io';
import type { TokenVerifier, VerifiedToken } from '../http/authentication';

/**
 * Each socket's token, for the session watch. Not in `socket.data`: connection-state recovery
 * persists that (in Redis with the adapter), and a bearer token must not be stored anywhere.
 */
const tokens = new WeakMap<Socket, string>();

/** What a connected socket carries: the session its handshake token proved. */
export type SocketSession = VerifiedToken;

/** The connect error of a missing, bad, expired or revoked token (spec §4 Connection, §8: "Forbidden"). */
export function forbidden(): Error & { data: { code: 'SESSION_REQUIRED' } } {
  return Object.assign(new Error(Texts.forbidden), { data: { code: 'SESSION_REQUIRED' as const } });
}

/**
 * The connect error when the session could not be checked (auth down or slow): not "Forbidden", so
 * the client retries later instead of signing out a session that may be fine.
 */
export function unavailable(): Error & { data: { code: 'UNAVAILABLE' } } {
  return Object.assign(new Error(Texts.serviceUnavailable), { data: { code: 'UNAVAILABLE' as const } });
}

/** Whether a verification failed because the session check could not be made (not because the token is bad). */
export function isCheckUnavailable(error: unknown): boolean {
  return isAppError(error) && (error.code === 'UNAVAILABLE' || error.code === 'DEADLINE_EXCEEDED');
}

/** The token of a handshake: `auth.token`, bare or as "Bearer …". */
export function handshakeToken(auth: unknown): string | undefined {
  const token = (auth as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') return undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(token);
  return bearer ? bearer[1] : token.trim() || undefined;
}

/**
 * The handshake check: the same verifier as REST requests (signature, expiry, claims, and the
 * session-revocation check against auth), so a token logout revoked is refused here too.
 */
export function authenticateSocket(verifier: TokenVerifier) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const token = handshakeToken(socket.handshake.auth);
    if (!token) return next(forbidden());
    try {
      socket.data.session = await verifier.verify(token);
      tokens.set(socket, token);
      next();
    } catch (error) {
      next(isCheckUnavailable(error) ? unavailable() : forbidden());
    }
  };
}

export function tokenOf(socket: Socket): string | undefined {
  return tokens.get(socket);
}

export function sessionOf(socket: Socket): SocketSession {
  return socket.data.session as SocketSession;
}

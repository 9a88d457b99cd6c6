import type { Identity } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io';
import { sessionOf } from './socket-authentication';

/** The signed-in account of a socket as the identity of one upstream call, with its deadline. */
export function socketIdentity(socket: Socket, deadlineMs: number): Identity {
  const session = sessionOf(socket);
  return {
    userId: session.userId,
    role: session.role,
    tokenId: session.tokenId,
    requestId: randomUUID(),
    language: typeof socket.handshake.auth?.language === 'string' ? socket.handshake.auth.language : 'en',
    deadline: Date.now() + deadlineMs,
  };
}

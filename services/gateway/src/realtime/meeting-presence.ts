import { incommingCallPayload, ServerEvents, type CallParty } from '@helpwire/contracts';
import type { Logger } from '@helpwire/service-kit';
import type { Socket } from 'socket.io';
import type { CallUpstream } from './call-upstream';
import { sessionOf } from './socket-authentication';
import { socketIdentity } from './socket-identity';

const STAYS = Symbol('meeting stays');
type WithStays = Socket & { [STAYS]?: Map<string, Date> };

/** The meeting stay a join-meeting on this socket began (one per call: the latest). */
export function rememberStay(socket: Socket, callId: string, joinedAt: Date): void {
  const withStays = socket as WithStays;
  (withStays[STAYS] ??= new Map()).set(callId, joinedAt);
}

/**
 * The meeting side of a connection (decision 0026). On connect, one question to the call service:
 * the account's call still open in this role, sent to this socket alone as `rejoin-meeting
 * {callId, roomDetails}` (a reload or a new device brings the meeting back); for a helper without
 * one, each ring still ringing them, sent to this socket as `incomming-call` again (a helper who
 * reloads while rung can still answer; the other sockets already have it). On disconnect, each
 * stay this socket began ends as DISCONNECTED (present time stops; no leave is announced, the side
 * may come back); a stay begun since by another connection of the account is not touched.
 */
export function trackMeetingPresence(socket: Socket, upstream: CallUpstream, logger: Logger, deadlineMs: number): void {
  const { role } = sessionOf(socket);
  if (role !== 'USER' && role !== 'HELPER') return;
  const party: CallParty = role;
  void upstream
    .openMeeting(socketIdentity(socket, deadlineMs))
    .then(({ meeting, rings }) => {
      if (!socket.connected) return;
      if (meeting) socket.emit(ServerEvents.rejoinMeeting, meeting);
      for (const ring of rings) socket.emit(ServerEvents.incommingCall, incommingCallPayload(ring));
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'the open meeting of a connecting account could not be read'));
  socket.once('disconnect', () => {
    for (const [callId, joinedAt] of (socket as WithStays)[STAYS] ?? []) {
      upstream
        .leaveCall(socketIdentity(socket, deadlineMs), { callId, party, disconnectedStay: joinedAt })
        .catch((error: unknown) => logger.warn({ err: error, callId }, 'a dropped connection’s meeting stay was not ended'));
    }
  });
}

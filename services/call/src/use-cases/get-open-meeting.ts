import { requireRole, type CallContext } from '@helpwire/service-kit';
import { roomDetailsFor } from '../adapters/media/call-media';
import type { MeetingStateView, RoomDetailsView } from '../ports/call-notifier';
import { liveCallOf, openRingsOf, presenceOf } from '../store/call-queries';
import type { CallRow, RingRow } from '../store/schema';
import type { CallDeps } from './deps';
import { roomOf } from './meeting-access';
import { meetingStateOf } from './meeting-state';

export interface OpenMeeting {
  /** The call still open in the session's role, with this side's room. */
  open?: { room: RoomDetailsView; meeting: MeetingStateView };
  /** For a helper with no open call: the rings still ringing them. */
  rings: { call: CallRow; ring: RingRow }[];
}

/**
 * What a connecting socket is owed: the caller's call still open in the session's role (accepted,
 * not over, inside its hour), with their side's room, which the realtime channel sends as
 * `rejoin-meeting` so a reload or a new device brings the meeting back; for a helper without one,
 * the rings still ringing them, sent again as `incomming-call` (a helper who reloads during a ring
 * can still answer it). Indexed reads; nothing is written.
 */
export async function getOpenMeeting(deps: CallDeps, ctx: CallContext): Promise<OpenMeeting> {
  const { userId, role } = requireRole(ctx, 'USER', 'HELPER');
  const call = await liveCallOf(deps.db, userId, role as 'USER' | 'HELPER');
  const now = deps.clock.now();
  if (call && !(call.endsAt && now.getTime() >= call.endsAt.getTime())) {
    return {
      open: { room: roomDetailsFor(deps.media, roomOf(call), userId), meeting: meetingStateOf(call, await presenceOf(deps.db, call.id), now) },
      rings: [],
    };
  }
  return { rings: role === 'HELPER' ? await openRingsOf(deps.db, userId, now) : [] };
}

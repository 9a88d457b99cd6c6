import { requireRole, type CallContext } from '@helpwire/service-kit';
import { roomDetailsFor } from '../media/call-media';
import type { MeetingStateView, RoomDetailsView } from '../notify/call-notifier';
import { liveCallOf, presenceOf } from '../store/call-queries';
import type { CallDeps } from './deps';
import { roomOf } from './meeting-access';
import { meetingStateOf } from './meeting-state';

/**
 * The caller's call still open in the session's role (accepted, not over, inside its hour), with
 * their side's room: what the realtime channel sends as `rejoin-meeting` when a socket connects, so
 * a reload or a new device brings the meeting back. One indexed read; nothing is written.
 */
export async function getOpenMeeting(deps: CallDeps, ctx: CallContext): Promise<{ room: RoomDetailsView; meeting: MeetingStateView } | undefined> {
  const { userId, role } = requireRole(ctx, 'USER', 'HELPER');
  const call = await liveCallOf(deps.db, userId, role as 'USER' | 'HELPER');
  const now = deps.clock.now();
  if (!call || (call.endsAt && now.getTime() >= call.endsAt.getTime())) return undefined;
  return { room: roomDetailsFor(deps.media, roomOf(call), userId), meeting: meetingStateOf(call, await presenceOf(deps.db, call.id), now) };
}

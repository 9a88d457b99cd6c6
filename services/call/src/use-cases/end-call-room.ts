import { findCall } from '../store/call-queries';
import { forgetRoomSecret } from '../store/call-writes';
import type { CallDeps } from './deps';

/**
 * Ends the media room of a call that is over (its Janus room: every participant is kicked and a
 * recording is closed); a peer-to-peer room has nothing to end. Safe to repeat: the room's secret is
 * forgotten once it is ended, and a room already gone is not an error. The call's end (issue 12's
 * leave and one-hour rules) calls it.
 */
export async function endCallRoom(deps: Pick<CallDeps, 'db' | 'media'>, callId: string): Promise<boolean> {
  const found = await findCall(deps.db, callId);
  const call = found?.call;
  if (!call || call.media !== 'JANUS' || !call.mediaSecret) return false;
  await deps.media.rooms.destroyRoom({ callId, media: call.media, pin: call.mediaPin, secret: call.mediaSecret, recording: call.recording });
  await forgetRoomSecret(deps.db, callId);
  return true;
}

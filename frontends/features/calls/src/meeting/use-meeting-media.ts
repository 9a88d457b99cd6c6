import type { RoomDetails } from '@helpwire/contracts';
import type { MeetingMedia } from './meeting-media';
import { useJanusSession } from './use-janus-session';
import { usePeerSession } from './use-peer-session';
import type { PreparedMeeting } from './use-prepared-meeting';

/**
 * The meeting's media by the room's kind (decision 0029): through Janus when roomDetails.media is
 * JANUS, peer to peer otherwise, on the session prepared while the device check showed (decision
 * 0091). A room's media never changes while its call screen is mounted (the meeting screen keys the
 * call by it), so the same hook runs on every render.
 */
export function useMeetingMedia(room: RoomDetails, prepared: PreparedMeeting | null, local: MediaStream): MeetingMedia {
  const useMedia = room.media === 'JANUS' ? useJanusSession : usePeerSession;
  return useMedia(room, prepared, local);
}

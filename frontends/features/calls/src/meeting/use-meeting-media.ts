import type { RoomDetails } from '@helpwire/contracts';
import type { MeetingSide } from './negotiation';
import type { MeetingMedia } from './meeting-media';
import { useJanusSession } from './use-janus-session';
import { usePeerSession } from './use-peer-session';

/**
 * The meeting's media by the room's kind (decision 0029): through Janus when roomDetails.media is
 * JANUS, peer to peer otherwise. A room's media never changes while its call screen is mounted (the
 * meeting screen keys the call by it), so the same hook runs on every render.
 */
export function useMeetingMedia(side: MeetingSide, room: RoomDetails, local: MediaStream): MeetingMedia {
  const useMedia = room.media === 'JANUS' ? useJanusSession : usePeerSession;
  return useMedia(side, room, local);
}

import type { RoomDetails } from '@helpwire/contracts';
import type { QualityHint, StatsSummary } from './call-quality';
import type { MeetingSide } from './negotiation';
import type { RemoteMedia } from './peer-session';
import { useJanusSession } from './use-janus-session';
import { usePeerSession } from './use-peer-session';

/** What the call screen does with a meeting's media, peer to peer or through Janus alike. */
export interface MeetingMediaSession {
  setMicrophoneOn(on: boolean): void;
  setCameraOn(on: boolean): void;
  /** Another camera's track in place of the current one (front ↔ back on a phone). */
  replaceCamera(track: MediaStreamTrack): Promise<void>;
  shareScreen(stream: MediaStream): Promise<void>;
  stopScreen(): void;
  /** The network changed (another Wi-Fi, mobile data, back online): fresh ICE, the media resumes on the new path. */
  restartIce(): void;
  stats(): Promise<StatsSummary>;
  close(): void;
}

export interface MeetingMedia {
  session: MeetingMediaSession | null;
  remote: RemoteMedia;
  connection: RTCPeerConnectionState;
  quality: QualityHint | null;
}

/**
 * The meeting's media by the room's kind (decision 0029): through Janus when roomDetails.media is
 * JANUS, peer to peer otherwise. A room's media never changes while its call screen is mounted (the
 * meeting screen keys the call by it), so the same hook runs on every render.
 */
export function useMeetingMedia(side: MeetingSide, room: RoomDetails, local: MediaStream): MeetingMedia {
  const useMedia = room.media === 'JANUS' ? useJanusSession : usePeerSession;
  return useMedia(side, room, local);
}

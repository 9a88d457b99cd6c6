import type { QualityHint, StatsSummary } from './call-quality';
import type { RemoteMedia } from './peer-session';

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

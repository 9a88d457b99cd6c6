import type { Logger } from '@helpwire/service-kit';
import type { RoomDetailsView } from '../../ports/call-notifier';
import type { CallRoom, MediaRooms } from '../../ports/media-rooms';
import { iceServersFor, type IceConfig } from './ice-servers';
import { p2pRoom } from './p2p-rooms';

/** How long a side's Janus tokens and TURN credentials last: the one-hour call, a rejoin, and margin. */
export const MEDIA_ACCESS_TTL_MS = 2 * 3600_000;

/** The media of calls: where rooms are made, and the ICE servers both sides use. */
export interface CallMedia {
  rooms: MediaRooms;
  ice: IceConfig;
  /**
   * The wall clock credentials expire by: Janus and coturn check them against their own clocks, so
   * never the ring policy's injected clock. The system's unless given (tests).
   */
  wallClock?: () => Date;
  /** Janus' rec_dir root (a folder per call), where the recordings' conversion reads; none without Janus. */
  recordingsDir?: string;
}

/**
 * The accepted call's room: created by the media rooms (Janus), or, when Janus refuses or does not
 * answer, a peer-to-peer room, so the accept is never lost to the media server (decision 0025).
 */
export async function openCallRoom(media: CallMedia, callId: string, recording: boolean, logger: Logger): Promise<CallRoom> {
  try {
    return await media.rooms.createRoom(callId, { recording });
  } catch (error) {
    logger.warn({ err: error, callId }, 'the media room could not be created: the call goes peer to peer, unrecorded');
    return p2pRoom(callId);
  }
}

/** What one side (`accountId`) receives to join the call's room, its credentials ending MEDIA_ACCESS_TTL_MS from now (wall clock). */
export function roomDetailsFor(media: CallMedia, room: CallRoom, accountId: string): RoomDetailsView {
  const now = media.wallClock?.() ?? new Date();
  const expiresAt = new Date(now.getTime() + MEDIA_ACCESS_TTL_MS);
  const janus = room.media === 'JANUS' ? media.rooms.accessOf(room, expiresAt) : undefined;
  return {
    roomId: room.callId,
    callId: room.callId,
    media: room.media,
    recording: room.media === 'JANUS' && room.recording,
    ...(janus ? { janus } : {}),
    iceServers: iceServersFor(media.ice, accountId, expiresAt),
  };
}

import type { RoomDetails } from '../gen/helpwire/call/v1/call';
import { MediaStatus } from '../gen/helpwire/call/v1/call';
import { enumNames } from './enum-names';

/** How an accepted call's media flows (PENDING only before decision 0025). */
export const mediaStatusNames = enumNames(MediaStatus.MEDIA_STATUS_UNSPECIFIED, {
  PENDING: MediaStatus.MEDIA_STATUS_PENDING,
  JANUS: MediaStatus.MEDIA_STATUS_JANUS,
  P2P: MediaStatus.MEDIA_STATUS_P2P,
});

/** roomDetails as the web gets it (realtime `call-accepted` and the accept acknowledgement; decision 0025). */
export interface RoomDetailsJson {
  roomId: string;
  callId: string;
  media: 'PENDING' | 'JANUS' | 'P2P';
  recording: boolean;
  janus?: { url: string; room: string; pin: string; token: string; roomToken: string; expiresAt: string };
  iceServers: { urls: string[]; username?: string; credential?: string }[];
}

/** The JSON roomDetails of a RoomDetails message (what the gateway answers accept-user-call with). */
export function roomDetailsJson(room: RoomDetails): RoomDetailsJson {
  const { janus } = room;
  return {
    roomId: room.roomId,
    callId: room.callId,
    media: mediaStatusNames.nameOf(room.media),
    recording: room.recording,
    ...(janus
      ? {
          janus: {
            url: janus.url,
            room: janus.room,
            pin: janus.pin,
            token: janus.token,
            roomToken: janus.roomToken,
            expiresAt: (janus.expiresAt ?? new Date(0)).toISOString(),
          },
        }
      : {}),
    iceServers: room.iceServers.map((s) => ({
      urls: [...s.urls],
      ...(s.username !== undefined ? { username: s.username } : {}),
      ...(s.credential !== undefined ? { credential: s.credential } : {}),
    })),
  };
}

/** The RoomDetails message of JSON roomDetails (what the call service answers AcceptCall with). */
export function roomDetailsMessage(room: RoomDetailsJson): RoomDetails {
  const { janus } = room;
  return {
    roomId: room.roomId,
    callId: room.callId,
    media: mediaStatusNames.toProto(room.media),
    recording: room.recording,
    janus: janus ? { ...janus, expiresAt: new Date(janus.expiresAt) } : undefined,
    iceServers: room.iceServers.map((s) => ({ urls: [...s.urls], username: s.username, credential: s.credential })),
  };
}

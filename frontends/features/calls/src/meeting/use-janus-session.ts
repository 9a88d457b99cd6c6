import type { RoomDetails } from '@helpwire/contracts';
import { useEffect, useState } from 'react';
import { sendLocalMedia, type PreparedMeeting } from './use-prepared-meeting';
import type { MeetingMedia } from './meeting-media';
import { useCallQuality } from './use-call-quality';
import type { RemoteMedia } from './peer-session';

/**
 * A joined meeting through Janus (roomDetails.media JANUS, decision 0029): the session prepared
 * while the device check showed (decision 0091) publishes the local stream; the other side's media,
 * the connection state of the weaker leg and the quality hint. The meeting screen ends the session.
 */
export function useJanusSession(room: RoomDetails, preparedMeeting: PreparedMeeting | null, local: MediaStream): MeetingMedia {
  const prepared = preparedMeeting?.media === 'JANUS' ? preparedMeeting.session : null;
  const [remote, setRemote] = useState<RemoteMedia>({ camera: null, screen: null });
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  const quality = useCallQuality(prepared);
  const noAccess = !room.janus;

  useEffect(() => {
    if (noAccess) return setConnection('failed');
    if (!prepared) return;
    prepared.bind({
      onRemoteMedia: setRemote,
      onConnectionState: setConnection,
      onFailure: (reason) => {
        console.warn('Janus meeting failed', reason);
        setConnection('failed');
      },
    });
    sendLocalMedia({ media: 'JANUS', session: prepared }, local);
  }, [noAccess, prepared, local]);

  return { session: prepared, remote, connection, quality };
}

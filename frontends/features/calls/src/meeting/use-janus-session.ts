import type { RoomDetails } from '@helpwire/contracts';
import { useEffect, useState } from 'react';
import { JanusSession } from './janus-session';
import type { MeetingSide } from './negotiation';
import type { MeetingMedia } from './meeting-media';
import { useCallQuality } from './use-call-quality';
import type { RemoteMedia } from './peer-session';

/**
 * A joined meeting through Janus (roomDetails.media JANUS, decision 0029): the session made with
 * this side's Janus access and ICE servers and the local stream, the other side's media, the
 * connection state of the weaker leg and the quality hint. Leaving (unmount) ends the session.
 */
export function useJanusSession(side: MeetingSide, room: RoomDetails, local: MediaStream): MeetingMedia {
  const access = room.janus;
  const [session, setSession] = useState<JanusSession | null>(null);
  const [remote, setRemote] = useState<RemoteMedia>({ camera: null, screen: null });
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  const quality = useCallQuality(session);

  useEffect(() => {
    if (!access) return setConnection('failed');
    const created = new JanusSession(
      {
        access,
        iceServers: (room.iceServers ?? []) as RTCIceServer[],
        display: side,
        onRemoteMedia: setRemote,
        onConnectionState: setConnection,
        onFailure: (reason) => {
          console.warn('Janus meeting failed', reason);
          setConnection('failed');
        },
      },
      local,
    );
    setSession(created);
    void created.join().catch((error: unknown) => console.warn('Janus meeting not joined', error));
    return () => created.close();
    // The access is this side's for the whole meeting: a new room object with the same room keeps the session.
  }, [side, access?.url, access?.room, local]);

  return { session, remote, connection, quality };
}

import type { RoomDetails } from '@helpwire/contracts';
import { useEffect, useState } from 'react';
import type { QualityHint } from './call-quality';
import type { PeerSession, RemoteMedia } from './peer-session';
import { useCallQuality } from './use-call-quality';
import { sendLocalMedia, type PreparedMeeting } from './use-prepared-meeting';

export interface PeerCall {
  session: PeerSession | null;
  remote: RemoteMedia;
  connection: RTCPeerConnectionState;
  quality: QualityHint | null;
}

/**
 * A joined peer-to-peer meeting: the session prepared while the device check showed (decision 0091:
 * its signals heard over the realtime channel from then on, its connection maybe negotiated) takes
 * the local stream; the other side's media, and the quality hint read from getStats() every 2 s.
 * The meeting screen closes the session.
 */
export function usePeerSession(_room: RoomDetails, preparedMeeting: PreparedMeeting | null, local: MediaStream): PeerCall {
  const prepared = preparedMeeting?.media === 'P2P' ? preparedMeeting.session : null;
  const [remote, setRemote] = useState<RemoteMedia>({ camera: null, screen: null });
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');

  useEffect(() => {
    if (!prepared) return;
    prepared.bind({ onRemoteMedia: setRemote, onConnectionState: setConnection });
    sendLocalMedia({ media: 'P2P', session: prepared }, local);
  }, [prepared, local]);

  const quality = useCallQuality(prepared);

  return { session: prepared, remote, connection, quality };
}

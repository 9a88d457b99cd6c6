import type { RoomDetails } from '@helpwire/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '@helpwire/web-core';
import type { QualityHint } from './call-quality';
import type { MeetingSide } from './negotiation';
import { PeerSession, type RemoteMedia } from './peer-session';
import { useCallQuality } from './use-call-quality';

export interface PeerCall {
  session: PeerSession | null;
  remote: RemoteMedia;
  connection: RTCPeerConnectionState;
  quality: QualityHint | null;
}

/**
 * A joined peer-to-peer meeting: the session made with the room's ICE servers and the local
 * stream, its signals over the realtime channel (meeting-signal), the other side's media, and the
 * quality hint read from getStats() every 2 s. Leaving (unmount) closes it.
 */
export function usePeerSession(side: MeetingSide, room: RoomDetails, local: MediaStream): PeerCall {
  const client = useRealtime();
  const callId = room.callId ?? room.roomId;
  const [session, setSession] = useState<PeerSession | null>(null);
  const [remote, setRemote] = useState<RemoteMedia>({ camera: null, screen: null });
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  const current = useRef<PeerSession | null>(null);

  useEffect(() => {
    const created = new PeerSession(
      {
        side,
        iceServers: (room.iceServers ?? []) as RTCIceServer[],
        send: (signal) => void client.emit('meeting-signal', { callId, signal }),
        onRemoteMedia: setRemote,
        onConnectionState: setConnection,
      },
      local,
    );
    current.current = created;
    setSession(created);
    created.join();
    return () => {
      current.current = null;
      created.close();
    };
  }, [side, callId, local, client]);

  useRealtimeEvent('meeting-signal', (payload) => {
    if (payload.callId === callId) void current.current?.receive(payload.signal);
  });

  const quality = useCallQuality(session);

  return { session, remote, connection, quality };
}

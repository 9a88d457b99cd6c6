import type { RoomDetails } from '@helpwire/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '../realtime/RealtimeProvider';
import { qualityOf, type QualityHint, type StatsSummary } from './call-quality';
import type { MeetingSide } from './negotiation';
import { PeerSession, type RemoteMedia } from './peer-session';

/** How often getStats() feeds the quality hint. */
const STATS_MS = 2000;

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
  const [quality, setQuality] = useState<QualityHint | null>(null);
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

  useEffect(() => {
    if (!session) return;
    let previous: StatsSummary | null = null;
    const timer = window.setInterval(() => {
      void session.stats().then((now) => {
        if (now.packetsReceived > 0) setQuality(qualityOf(previous, now));
        previous = now;
      });
    }, STATS_MS);
    return () => window.clearInterval(timer);
  }, [session]);

  return { session, remote, connection, quality };
}

import type { RoomDetails } from '@helpwire/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '@helpwire/web-core';
import { JanusSession } from './janus-session';
import type { MeetingSide } from './negotiation';
import { PeerSession } from './peer-session';

/** A meeting's media session made while the device check shows, used by the call once Join is clicked. */
export type PreparedMeeting = { media: 'JANUS'; session: JanusSession } | { media: 'P2P'; session: PeerSession };

/**
 * The meeting's media prepared while the person checks their camera (decision 0091), so the join
 * only hands the camera over. Through Janus: the session, both handles and the room's join (the
 * publishers already there subscribed). Peer to peer: the session listens to the other side's
 * signals and says hello, so the connection (with the ICE servers the accept brought) is negotiated
 * with nothing sent yet. Ends (the Janus session destroyed, the connection closed) when the meeting
 * screen goes: Not now, or leaving the call.
 */
export function usePreparedMeeting(side: MeetingSide, room: RoomDetails): PreparedMeeting | null {
  const client = useRealtime();
  const callId = room.callId ?? room.roomId;
  const access = room.janus;
  const [prepared, setPrepared] = useState<PreparedMeeting | null>(null);
  const peer = useRef<PeerSession | null>(null);

  useEffect(() => {
    const iceServers = (room.iceServers ?? []) as RTCIceServer[];
    if (room.media === 'JANUS' && access) {
      const session = new JanusSession({ access, iceServers, display: side });
      // A failure is kept and told to the call screen when it shows.
      void session.prepare().catch(() => undefined);
      setPrepared({ media: 'JANUS', session });
      return () => session.close();
    }
    if (room.media !== 'P2P') return;
    const session = new PeerSession({ side, iceServers, send: (signal) => void client.emit('meeting-signal', { callId, signal }) });
    peer.current = session;
    setPrepared({ media: 'P2P', session });
    session.join();
    return () => {
      peer.current = null;
      session.close();
    };
    // The access is this side's for the whole meeting: a new room object with the same room keeps the session.
  }, [side, callId, room.media, access?.url, access?.room, client]);

  useRealtimeEvent('meeting-signal', (payload) => {
    if (payload.callId === callId) void peer.current?.receive(payload.signal);
  });

  return prepared;
}

/**
 * Join: the camera and microphone go out on the prepared session, from the click itself (not once
 * the call view has rendered). Again for the same stream does nothing.
 */
export function sendLocalMedia(prepared: PreparedMeeting, local: MediaStream): void {
  const sent = prepared.media === 'JANUS' ? prepared.session.join(local) : prepared.session.start(local);
  void sent.catch((error: unknown) => console.warn('meeting media not sent', error));
}

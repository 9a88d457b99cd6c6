import type { MeetingState } from '@helpwire/contracts';
import { useEffect, useRef, useState } from 'react';
import { api, routes, useRealtime, useRealtimeEvent } from '@helpwire/web-core';
import type { MeetingSide } from './negotiation';

export interface MeetingPresence {
  /** The other side left (their leave route): the screen says so instead of "reconnecting". */
  otherLeft: boolean;
  /** The call is over (both left, or the hour passed). */
  ended: boolean;
  /** When the call ends by itself (accept + 1 h), once known. */
  endsAt: Date | null;
  /** When the call began as the server knows it (its accept), once known: the call's timer counts from it, across reloads and rejoins. */
  startedAt: Date | null;
  /** This side leaves: the leave route of its role (spec §7), which tells the other side. */
  leave(): Promise<void>;
}

const otherPresent = (side: MeetingSide, state: MeetingState) => (side === 'USER' ? state.helperPresent : state.userPresent);

/**
 * This side's presence in an accepted call (decision 0026): `join-meeting` when the call view opens
 * (the both-present clock the call is charged by starts with both), the leave route when leaving;
 * the other side's `user-leave` / `helper-leave`, `meeting-state` and `call-ended` as the screen shows them.
 */
export function useMeetingPresence(side: MeetingSide, callId: string): MeetingPresence {
  const client = useRealtime();
  const [otherLeft, setOtherLeft] = useState(false);
  const [ended, setEnded] = useState(false);
  const [endsAt, setEndsAt] = useState<Date | null>(null);
  const [startedAt, setStartedAt] = useState<Date | null>(null);
  /** Whether the other side is in the meeting now (the last state heard). */
  const otherIn = useRef(false);
  const follow = (state: MeetingState) => {
    otherIn.current = state.state !== 'ENDED' && otherPresent(side, state);
    setEndsAt(new Date(state.endsAt));
    setStartedAt(new Date(state.acceptedAt));
    if (state.state === 'ENDED') setEnded(true);
    else if (otherPresent(side, state)) setOtherLeft(false);
  };

  // Joined once per call view (follow only sets state).
  useEffect(() => {
    let current = true;
    void client.emit('join-meeting', { callId }).then((ack) => {
      if (!current) return;
      if (ack.ok) follow(ack.state);
      else if (ack.code === 'CALL_ENDED') setEnded(true);
    });
    return () => {
      current = false;
    };
  }, [client, callId]);
  useRealtimeEvent(side === 'USER' ? 'helper-leave' : 'user-leave', (left) => {
    if (left.callId !== callId) return;
    otherIn.current = false;
    setOtherLeft(true);
  });
  useRealtimeEvent('meeting-state', (state) => state.callId === callId && follow(state));
  useRealtimeEvent('call-ended', (end) => end.callId === callId && setEnded(true));

  const route = side === 'USER' ? routes.call.userLeaveCall : routes.call.helperLeaveCall;
  const leave = async () => {
    await api(route, { callId }).catch(() => undefined);
  };
  // Closing the tab while the other side is in the call leaves it as the Leave button does, so they
  // are told at once instead of watching "Reconnecting…" (the request outlives the page; a reload
  // comes back through rejoin-meeting). Alone in the call, nothing is sent: a leave then would end
  // the call, and a reload must not.
  useEffect(() => {
    const onHide = () => {
      if (otherIn.current) void api(route, { callId }, { keepalive: true, toastErrors: false }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [route, callId]);
  return { otherLeft, ended, endsAt, startedAt, leave };
}

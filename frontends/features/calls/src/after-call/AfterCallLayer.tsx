import { useEffect, useState } from 'react';
import { useOutgoingCall } from '../call/outgoing-call';
import { useAppStore, useRealtimeEvent } from '@helpwire/web-core';
import { AfterCallDialog } from './AfterCallDialog';
import { afterCallTextsReady } from './texts';
import './after-call.css';

/**
 * Mounted once by the shell on every page: when a call of the signed-in account ends (`call-ended`,
 * to both sides once, decision 0026), the after-call dialog opens for the session's side, over the
 * meeting if it is still open (the user's accepted-call view of it closes). Nothing shows for anyone signed out or in another role.
 */
export function AfterCallLayer() {
  const role = useAppStore((state) => state.auth.role);
  const [ended, setEnded] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void afterCallTextsReady().then(() => setReady(true));
  }, []);
  useRealtimeEvent('call-ended', (end) => {
    // The user's "a helper accepted" view of that call (and its meeting) is over: the review takes its place.
    const outgoing = useOutgoingCall.getState();
    if (outgoing.call.phase === 'accepted' && outgoing.call.callId === end.callId) outgoing.reset();
    setEnded(end.callId);
  });
  // Calls are between users and helpers: an admin's session has none.
  if (!ready || !ended || !role || role === 'ADMIN') return null;
  return <AfterCallDialog key={ended} side={role} callId={ended} onClose={() => setEnded(null)} />;
}

import { useEffect, useState } from 'react';
import { useAppStore } from '../store/app-store';

/** Constants of spec §9. */
export const NETWORK_RECHECK_MS = 10_000;
export const OFFLINE_VERIFY_MS = 2_000;
export const OFFLINE_VERIFY_TIMEOUT_MS = 2_000;
export const NETWORK_CHECK_URL = '/healthz';

export type NetworkStatus = 'online' | 'offline' | 'error';

/** A HEAD request to the favicon with a timestamp: does anything answer at all? */
export async function reachable(timeoutMs = OFFLINE_VERIFY_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(`/favicon.svg?t=${Date.now()}`, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The network-check endpoint, fetched without cache: is the server healthy? */
export async function serverHealthy(): Promise<boolean> {
  try {
    const response = await fetch(NETWORK_CHECK_URL, { cache: 'no-store', signal: AbortSignal.timeout(OFFLINE_VERIFY_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Offline (the browser says so, or nothing answers) or a network error (a request got no answer,
 * or the check fails). While offline the connection is re-verified every 2 s; while in error the
 * check repeats every 10 s; when it recovers the page reloads. Not while a call is on screen: a
 * network change must not unmount or reload the call, which says "Reconnecting…" and restarts its
 * ICE itself; the pages take over once it closes.
 */
export function useNetworkStatus(reload: () => void = () => window.location.reload()): NetworkStatus {
  const networkError = useAppStore((s) => s.networkError);
  const meetingOpen = useAppStore((s) => s.meetingOpen);
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    // Reconnected: reload, so every request that failed while offline runs again (a call instead reconnects itself).
    const goOnline = () => (useAppStore.getState().meetingOpen ? setOffline(false) : reload());
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [reload]);

  useEffect(() => {
    // A failed check at start shows the error page too, not only a failed request.
    void serverHealthy().then((ok) => {
      if (!ok && navigator.onLine !== false) useAppStore.getState().setNetworkError(true);
    });
  }, []);

  useEffect(() => {
    if (!offline || meetingOpen) return;
    const timer = setInterval(() => {
      void reachable().then((ok) => {
        if (ok) reload();
      });
    }, OFFLINE_VERIFY_MS);
    return () => clearInterval(timer);
  }, [offline, meetingOpen, reload]);

  useEffect(() => {
    if (!networkError || offline || meetingOpen) return;
    const timer = setInterval(() => {
      void serverHealthy().then((ok) => {
        if (ok) reload();
      });
    }, NETWORK_RECHECK_MS);
    return () => clearInterval(timer);
  }, [networkError, offline, meetingOpen, reload]);

  if (meetingOpen) return 'online';
  if (offline) return 'offline';
  return networkError ? 'error' : 'online';
}

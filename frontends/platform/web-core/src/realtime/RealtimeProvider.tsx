import type { ServerEventName, ServerEventPayload } from '@helpwire/contracts';
import { createContext, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { endSession } from '../api/http-client';
import { readToken } from '../session/token-storage';
import { useAppStore } from '../store/app-store';
import { RealtimeClient, type RealtimeStatus } from './realtime-client';

let shared: RealtimeClient | null = null;

/** The app's one realtime client (the web core is a shared singleton, so the shell and every remote see the same). */
export function realtimeClient(): RealtimeClient {
  shared ??= new RealtimeClient({ readToken, onSessionEnded: endSession });
  return shared;
}

/** Closes the channel at once (logout, spec §4: "the helper call connection is closed"). */
export function closeRealtimeConnection(): void {
  shared?.disconnect();
}

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * Keeps the realtime channel open for signed-in sessions only: it connects once credentials are
 * stored and closes when they are cleared (or the token changes: a role switch reconnects with the
 * new session). `client` is for tests; the app uses the shared one.
 */
export function RealtimeProvider({ children, client }: { children: ReactNode; client?: RealtimeClient }) {
  const active = client ?? realtimeClient();
  const token = useAppStore((s) => s.auth.token);
  useEffect(() => {
    if (!token) return;
    void active.connect();
    return () => active.disconnect();
  }, [active, token]);
  return <RealtimeContext value={active}>{children}</RealtimeContext>;
}

function useClient(): RealtimeClient {
  return use(RealtimeContext) ?? realtimeClient();
}

/** Calls `handler` with each `name` event (spec §7 received) while the component is mounted. */
export function useRealtimeEvent<N extends ServerEventName>(name: N, handler: (payload: ServerEventPayload<N>) => void): void {
  const client = useClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.on(name, (payload) => latest.current(payload)), [client, name]);
}

/** connected / disconnected of spec §4 Connection (and connecting, forbidden, idle when signed out). */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useClient();
  return useSyncExternalStore(
    (listener) => client.onStatus(listener),
    () => client.status,
    () => 'idle',
  );
}

/** The client, to emit spec §7's client events (`emit('accept-user-call', {...})` answers the acknowledgement). */
export function useRealtime(): RealtimeClient {
  return useClient();
}

import { useAppStore } from '@helpwire/web-core';
import { lazy, type ComponentType } from 'react';
import { SilentBoundary } from '../app-shell/SilentBoundary';
import { loadCallLayer } from './remote-registry';

type CallRemote = 'user' | 'helper';

/** A failed load is forgotten, so the next session of that role (or a retry after a sign-in) fetches it again. */
const layers: Partial<Record<CallRemote, ComponentType>> = {};
function callLayer(remote: CallRemote): ComponentType {
  layers[remote] ??= lazy(() =>
    loadCallLayer(remote).catch((error: unknown) => {
      delete layers[remote];
      throw error;
    }),
  );
  return layers[remote];
}

/**
 * The signed-in role's call layer, on every page: the helper remote's (incoming, missed and meeting
 * views) for HELPER, the user remote's (the outgoing call from wherever it was started, its meeting)
 * for USER. Loaded only for that role, and never able to break the page.
 */
export function CallLayer() {
  const role = useAppStore((s) => s.auth.role);
  if (role !== 'HELPER' && role !== 'USER') return null;
  const remote: CallRemote = role === 'HELPER' ? 'helper' : 'user';
  const Layer = callLayer(remote);
  return (
    <SilentBoundary key={remote} name={`${remote} call layer`}>
      <Layer />
    </SilentBoundary>
  );
}

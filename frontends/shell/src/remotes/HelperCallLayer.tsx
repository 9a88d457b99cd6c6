import { useAppStore } from '@helpwire/ui';
import { lazy, type ComponentType } from 'react';
import { SilentBoundary } from '../app-shell/SilentBoundary';
import { loadHelperCallLayer } from './remote-registry';

/** A failed load is forgotten, so the next helper session (or a retry after a sign-in) fetches it again. */
let layer: ComponentType | null = null;
function callLayer(): ComponentType {
  layer ??= lazy(() =>
    loadHelperCallLayer().catch((error: unknown) => {
      layer = null;
      throw error;
    }),
  );
  return layer;
}

/**
 * The helper remote's call layer (incoming, missed and meeting views), on every page while the
 * signed-in role is HELPER; loaded only for helpers, and never able to break the page.
 */
export function HelperCallLayer() {
  const role = useAppStore((s) => s.auth.role);
  if (role !== 'HELPER') return null;
  const Layer = callLayer();
  return (
    <SilentBoundary name="helper call layer">
      <Layer />
    </SilentBoundary>
  );
}

import { useAppStore } from '@helpwire/ui';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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
 * Keeps a broken call layer out of the page: it logs and draws nothing (the page, header and
 * footer keep working; calls simply do not show until the next load).
 */
class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('the helper call layer failed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
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
    <SilentBoundary>
      <Suspense fallback={null}>
        <Layer />
      </Suspense>
    </SilentBoundary>
  );
}

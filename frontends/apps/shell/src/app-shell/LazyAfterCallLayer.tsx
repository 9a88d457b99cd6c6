import { useAppStore } from '@helpwire/web-core';
import { lazy } from 'react';
import { SilentBoundary } from './SilentBoundary';

// The calls feature (`@helpwire/calls`) loads with the first signed-in role, never on a signed-out page.
const AfterCallLayer = lazy(() => import('./after-call-layer').then((call) => ({ default: call.AfterCallLayer })));

/** The calls feature's after-call layer (the review once a call ends), mounted while someone is signed in. */
export function LazyAfterCallLayer() {
  const role = useAppStore((state) => state.auth.role);
  if (!role) return null;
  return (
    <SilentBoundary name="after-call layer">
      <AfterCallLayer />
    </SilentBoundary>
  );
}

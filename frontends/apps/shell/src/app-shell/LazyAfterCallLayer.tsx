import { useAppStore } from '@helpwire/ui';
import { lazy } from 'react';
import { SilentBoundary } from './SilentBoundary';

// The kit's call screens (`@helpwire/ui/call`) load with the first signed-in role, never on a signed-out page.
const AfterCallLayer = lazy(() => import('@helpwire/ui/call').then((call) => ({ default: call.AfterCallLayer })));

/** The kit's after-call layer (the review once a call ends), mounted while someone is signed in. */
export function LazyAfterCallLayer() {
  const role = useAppStore((state) => state.auth.role);
  if (!role) return null;
  return (
    <SilentBoundary name="after-call layer">
      <AfterCallLayer />
    </SilentBoundary>
  );
}

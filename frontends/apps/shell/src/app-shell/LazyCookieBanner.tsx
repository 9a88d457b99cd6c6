import { lazy } from 'react';
import { SilentBoundary } from './SilentBoundary';

// The banner shows 3 s after a first visit at the earliest: it loads after the first screen, outside the budget of `/` (decision 0006).
const CookieBanner = lazy(() => import('./CookieBanner').then((banner) => ({ default: banner.CookieBanner })));

/** The language-consent banner, loaded on its own; a failed load only leaves it out. */
export function LazyCookieBanner() {
  return (
    <SilentBoundary name="cookie banner">
      <CookieBanner />
    </SilentBoundary>
  );
}

import { lazy } from 'react';
import { SilentBoundary } from '../app-shell/SilentBoundary';

// Below the page: the footer (and its newsletter form) loads after the first screen, outside the budget of `/` (decision 0006).
const Footer = lazy(() => import('./Footer').then((footer) => ({ default: footer.Footer })));

/** The site footer, loaded on its own; a failed load leaves the page without a footer, never broken. */
export function LazyFooter() {
  return (
    <SilentBoundary name="footer">
      <Footer />
    </SilentBoundary>
  );
}

import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@helpwire/libs/router';

/**
 * A new page opens at its top (a single-page app keeps the old scroll position otherwise); going
 * back or forward leaves the browser's own restoration alone.
 */
export function ScrollOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
  return null;
}

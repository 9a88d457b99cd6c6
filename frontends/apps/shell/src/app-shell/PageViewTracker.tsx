import { trackPageView } from '@helpwire/web-core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useLocation } from '@helpwire/libs/router';

/** One analytics page view on every route change. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation('shell');
  const language = useRef(i18n.language);
  language.current = i18n.language;
  useEffect(() => {
    trackPageView(pathname, language.current);
  }, [pathname]);
  return null;
}

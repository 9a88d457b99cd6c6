import './scroll-to-top.css';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

export const SCROLL_TOP_THRESHOLD_PX = 200;

/** Appears once the page is scrolled past 200 px. */
export function ScrollToTopButton() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="hw-scroll-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} aria-label={t('shell.scrollToTop')}>
      <ArrowUp aria-hidden size={22} />
    </button>
  );
}

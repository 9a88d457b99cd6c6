import { Menu } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { NAV_LINKS } from './nav-links';
import { SlideInDrawer } from './SlideInDrawer';

/** The slide-in menu of small screens, with the same links as the main nav. */
export function MobileMenu({ homePath }: { homePath: string }) {
  const { t } = useTranslation('shell');
  const links = NAV_LINKS.map((link) => ({ to: link.to === '/' ? homePath : link.to, label: t(link.key) }));
  return <SlideInDrawer id="hw-mobile-menu" label={t('nav.mainMenu')} openLabel={t('nav.openMenu')} icon={Menu} links={links} />;
}

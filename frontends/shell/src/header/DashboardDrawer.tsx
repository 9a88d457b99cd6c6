import { HELPER_PAGES, USER_PAGES } from '@helpwire/ui';
import { PanelLeft } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { SlideInDrawer } from './SlideInDrawer';

/** The signed-in areas' page list, as a drawer on small screens (spec §2, DESIGN "sidebar"). */
export function DashboardDrawer({ helper }: { helper: boolean }) {
  const { t } = useTranslation();
  const links = (helper ? HELPER_PAGES : USER_PAGES).filter(([path]) => path !== '/user' && path !== '/helper').map(([to, key]) => ({ to, label: t(key) }));
  return <SlideInDrawer id="hw-dashboard-drawer" label={t('nav.dashboard')} openLabel={t('nav.openDrawer')} icon={PanelLeft} links={links} />;
}

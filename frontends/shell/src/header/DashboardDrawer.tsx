import { PanelLeft } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { areaPages } from '../area-nav/area-pages';
import { SlideInDrawer } from './SlideInDrawer';

/** The signed-in areas' page list, as a drawer on small screens (spec §2, DESIGN "sidebar"). */
export function DashboardDrawer({ helper }: { helper: boolean }) {
  const { t } = useTranslation();
  const links = areaPages(helper).map(([to, key]) => ({ to, label: t(key) }));
  return <SlideInDrawer id="hw-dashboard-drawer" label={t('nav.dashboard')} openLabel={t('nav.openDrawer')} icon={PanelLeft} links={links} />;
}

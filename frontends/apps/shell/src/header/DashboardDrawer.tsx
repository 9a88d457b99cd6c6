import { useAppStore } from '@helpwire/web-core';
import { PanelLeft } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { sidebarPages, useRemotePages } from '../remotes/page-lists';
import { useHeldPermissions } from '../remotes/held-permissions';
import { SlideInDrawer } from './SlideInDrawer';

/** The signed-in role's page list (its remote's sidebar pages; an admin's: the console's), as a drawer on small screens (spec §2, DESIGN "sidebar"). */
export function DashboardDrawer({ helper }: { helper: boolean }) {
  const { t } = useTranslation('shell');
  const admin = useAppStore((s) => s.auth.role) === 'ADMIN';
  const remote = useRemotePages(admin ? 'admin' : helper ? 'helper' : 'user');
  const held = useHeldPermissions(remote);
  const links = remote ? sidebarPages(remote, held).map(({ path, titleKey }) => ({ to: path, label: t(titleKey, { ns: remote.namespace }) })) : [];
  return <SlideInDrawer id="hw-dashboard-drawer" label={t('nav.dashboard')} openLabel={t('nav.openDrawer')} icon={PanelLeft} links={links} />;
}

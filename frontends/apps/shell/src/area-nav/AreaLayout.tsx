import type { RemotePages } from '@helpwire/web-core';
import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { NavLink } from '@helpwire/libs/router';
import { sidebarPages } from '../remotes/page-lists';
import { useHeldPermissions } from '../remotes/held-permissions';
import './area-layout.css';

/**
 * A signed-in area's frame (DESIGN "Layout"): the sidebar listing the pages of the area's remote
 * beside the page on large screens (small screens use the header's dashboard drawer). Loaded with
 * the area, never with the public pages.
 */
export default function AreaLayout({ remote, children }: { remote: RemotePages; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const held = useHeldPermissions(remote);
  return (
    <div className="hw-area">
      <nav className="hw-area-nav" aria-label={t('nav.dashboard')}>
        <ul>
          {sidebarPages(remote, held).map(({ path, titleKey, icon: Icon = LayoutDashboard }) => (
            <li key={path}>
              <NavLink to={path} end>
                <Icon aria-hidden size={18} />
                <span>{t(titleKey, { ns: remote.namespace })}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="hw-area__page">{children}</div>
    </div>
  );
}

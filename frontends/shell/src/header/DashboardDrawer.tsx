import { HELPER_PAGES, USER_PAGES } from '@helpwire/ui';
import { PanelLeft, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

/** The signed-in areas' page list, as a drawer on small screens (spec §2, DESIGN "sidebar"). */
export function DashboardDrawer({ helper }: { helper: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const pages = (helper ? HELPER_PAGES : USER_PAGES).filter(([path]) => path !== '/user' && path !== '/helper');
  return (
    <>
      <button type="button" className="hw-header__icon-button hw-only-mobile" aria-expanded={open} aria-controls="hw-dashboard-drawer" onClick={() => setOpen(true)} aria-label={t('nav.openDrawer')}>
        <PanelLeft aria-hidden size={22} className="hw-mirror" />
      </button>
      {open && (
        <div className="hw-drawer-backdrop" onMouseDown={(event) => event.target === event.currentTarget && setOpen(false)}>
          <nav id="hw-dashboard-drawer" className="hw-drawer" aria-label={t('nav.dashboard')}>
            <button type="button" className="hw-header__icon-button" onClick={() => setOpen(false)} aria-label={t('nav.closeMenu')}>
              <X aria-hidden size={22} />
            </button>
            <ul>
              {pages.map(([path, titleKey]) => (
                <li key={path}>
                  <NavLink to={path} end>
                    {t(titleKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </>
  );
}

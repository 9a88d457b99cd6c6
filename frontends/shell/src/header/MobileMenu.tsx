import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { NAV_LINKS } from './nav-links';

/** The slide-in menu of small screens, with the same links as the main nav. */
export function MobileMenu({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button type="button" className="hw-header__icon-button hw-only-mobile" aria-expanded={open} aria-controls="hw-mobile-menu" onClick={() => setOpen(true)} aria-label={t('nav.openMenu')}>
        <Menu aria-hidden size={22} />
      </button>
      {open && (
        <div className="hw-drawer-backdrop" onMouseDown={(event) => event.target === event.currentTarget && setOpen(false)}>
          <nav id="hw-mobile-menu" className="hw-drawer" aria-label={t('nav.mainMenu')}>
            <button type="button" className="hw-header__icon-button" onClick={() => setOpen(false)} aria-label={t('nav.closeMenu')}>
              <X aria-hidden size={22} />
            </button>
            <ul>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to === '/' ? homePath : link.to} end>
                    {t(link.key)}
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

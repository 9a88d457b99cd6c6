import { X, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { NavLink, useLocation } from '@helpwire/libs/router';

export interface DrawerLink {
  to: string;
  label: string;
}

/** A slide-in list of links for small screens; closes on navigation and on the backdrop. */
export function SlideInDrawer({ id, label, openLabel, icon: Icon, links }: { id: string; label: string; openLabel: string; icon: LucideIcon; links: DrawerLink[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button type="button" className="hw-header__icon-button hw-only-mobile" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)} aria-label={openLabel}>
        <Icon aria-hidden size={22} className="hw-mirror" />
      </button>
      {open && (
        <div className="hw-drawer-backdrop" onMouseDown={(event) => event.target === event.currentTarget && setOpen(false)}>
          <nav id={id} className="hw-drawer" aria-label={label}>
            <button type="button" className="hw-header__icon-button" onClick={() => setOpen(false)} aria-label={t('nav.closeMenu')}>
              <X aria-hidden size={22} />
            </button>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end>
                    {link.label}
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

import { X, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@helpwire/libs/i18n';
import { NavLink, useLocation } from '@helpwire/libs/router';

export interface DrawerLink {
  to: string;
  label: string;
}

/**
 * A slide-in list of links for small screens; closes on navigation, Escape and the backdrop. The
 * panel renders into <body>: inside the header, whose backdrop-filter makes it the containing
 * block of fixed elements, it would be clipped to the header's 64 px.
 */
export function SlideInDrawer({
  id,
  label,
  openLabel,
  icon: Icon,
  links,
}: {
  id: string;
  label: string;
  openLabel: string;
  icon: LucideIcon;
  links: DrawerLink[];
}) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="hw-header__icon-button hw-only-mobile"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
        aria-label={openLabel}
      >
        <Icon aria-hidden size={22} className="hw-mirror" />
      </button>
      {open &&
        createPortal(
          <div className="hw-drawer-backdrop" onMouseDown={(event) => event.target === event.currentTarget && setOpen(false)}>
            <nav id={id} className="hw-drawer" aria-label={label}>
              <button type="button" className="hw-header__icon-button" onClick={() => setOpen(false)} aria-label={t('nav.closeMenu')} autoFocus>
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
          </div>,
          document.body,
        )}
    </>
  );
}

import { areaOf, Button, useAppStore } from '@helpwire/ui';
import { PanelLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NAV_LINKS } from './nav-links';
import { RoleSwitcher } from './RoleSwitcher';

/** The shared header of spec §2. */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, role } = useAppStore((s) => s.auth);
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const helper = role === 'HELPER';
  const homePath = helper ? '/helper' : '/';
  const area = areaOf(pathname);
  const showMobileMenu = area === 'public' || area === 'none' || area === 'auth' || pathname === '/helper';

  return (
    <header className="hw-header">
      <div className="hw-container hw-header__row">
        {showMobileMenu ? (
          <MobileMenu homePath={homePath} />
        ) : (
          <button type="button" className="hw-header__icon-button hw-only-mobile" aria-label={t('nav.openDrawer')}>
            <PanelLeft aria-hidden size={22} className="hw-mirror" />
          </button>
        )}
        <Logo to={homePath} />
        <nav className="hw-header__nav hw-only-desktop" aria-label={t('nav.mainMenu')}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to === '/' ? homePath : link.to} end className="hw-header__link">
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div className="hw-header__actions">
          <LanguagePicker />
          <RoleSwitcher />
          {user ? (
            <AccountMenu user={user} helper={helper} />
          ) : (
            <>
              <Button variant="ghost" size="small" onClick={() => openAuthModal('login')}>
                <span className="hw-only-desktop">{t('header.signIn')}</span>
                <span className="hw-only-mobile">{t('header.logIn')}</span>
              </Button>
              <Button variant="cta" size="small" onClick={() => openAuthModal('signup')}>
                {t('header.signUp')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

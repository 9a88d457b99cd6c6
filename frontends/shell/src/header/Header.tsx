import { areaOf, Button, useAppStore } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { NavLink, useLocation } from '@helpwire/libs/router';
import { AccountMenu } from './AccountMenu';
import { DashboardDrawer } from './DashboardDrawer';
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
  // Spec §2: the mobile menu on public pages and /helper, the dashboard drawer elsewhere; a visitor
  // without an account has no dashboard, so they keep the mobile menu everywhere.
  const showMobileMenu = !user || area === 'public' || pathname === '/helper';

  return (
    <header className="hw-header">
      <div className="hw-container hw-header__row">
        {showMobileMenu ? (
          <MobileMenu homePath={homePath} />
        ) : (
          <DashboardDrawer helper={helper} />
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

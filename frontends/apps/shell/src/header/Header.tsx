import { useCurrentUser } from '@helpwire/account/current-user';
import { Button } from '@helpwire/ui';
import { readToken, useAppStore } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { NavLink, useLocation } from '@helpwire/libs/router';
import { lazy, Suspense } from 'react';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { isAuthPath } from '../auth/auth-paths';
import { knownPage, usePageListsVersion } from '../remotes/page-lists';
import { NAV_LINKS } from './nav-links';
import { RoleSwitcher } from './RoleSwitcher';

// The account menu and the dashboard drawer are for someone signed in: they load with the session, never with a visitor's `/`.
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));
const DashboardDrawer = lazy(() => import('./DashboardDrawer').then((module) => ({ default: module.DashboardDrawer })));

/** The shared header of spec §2. */
export function Header() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const role = useAppStore((s) => s.auth.role);
  const user = useCurrentUser();
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const helper = role === 'HELPER';
  // A stored token whose session is not read yet (loading, or Helpwire out of reach): still signed
  // in, so neither "Sign In" nor a role switch is offered.
  const unresolved = !user && readToken() !== null;
  const homePath = helper ? '/helper' : '/';
  usePageListsVersion();
  // The shell's own auth pages are in no list: like the 404, they keep the dashboard drawer for a signed-in person.
  const page = isAuthPath(pathname) ? null : knownPage(pathname);
  // Spec §2: the mobile menu on public pages and /helper (pages without the sidebar), the dashboard
  // drawer elsewhere; a visitor without an account has no dashboard, so they keep the mobile menu
  // everywhere. Until the page lists say whose page it is, the mobile menu.
  const showMobileMenu = !user || page === undefined || page?.entry.role === 'public' || page?.entry.sidebar === 'none';

  return (
    <header className="hw-header">
      <div className="hw-container hw-header__row">
        {showMobileMenu ? (
          <MobileMenu homePath={homePath} />
        ) : (
          <Suspense fallback={null}>
            <DashboardDrawer helper={helper} />
          </Suspense>
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
          {unresolved ? null : <RoleSwitcher />}
          {unresolved ? null : user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} helper={helper} />
            </Suspense>
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

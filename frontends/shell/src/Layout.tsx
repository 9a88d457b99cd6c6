import { areaOf, configureHttpClient, useNetworkStatus } from '@helpwire/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Route, Routes, useLocation, useNavigate } from '@helpwire/libs/router';
import { CookieBanner } from './app-shell/CookieBanner';
import { NetworkErrorPage } from './app-shell/NetworkErrorPage';
import { NotFoundPage } from './app-shell/NotFoundPage';
import { PageViewTracker } from './app-shell/PageViewTracker';
import { ScrollOnNavigate } from './app-shell/ScrollOnNavigate';
import { ScrollToTopButton } from './app-shell/ScrollToTopButton';
import { LazyAuthModal } from './auth/LazyAuthModal';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { PageSkeleton, RemoteArea } from './remotes/RemoteArea';
import { RoleGuard } from './session/RoleGuard';
import { SessionGate } from './session/SessionGate';

// The auth pages (and react-hook-form, zod and the contracts with them) load only when one is opened.
const AuthPage = lazy(() => import('./auth/AuthPage'));
// The signed-in areas' sidebar loads with the area, not with the public pages.
const AreaLayout = lazy(() => import('./area-nav/AreaLayout'));

/** A signed-in area's page inside its frame (the sidebar); the helper's home is a public-style page without one. */
function SignedInArea({ name }: { name: 'user' | 'helper' }) {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/helper') return <RemoteArea name={name} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <AreaLayout helper={name === 'helper'}>
        <RemoteArea name={name} />
      </AreaLayout>
    </Suspense>
  );
}

/** Routes every path to the area that owns it: public, user or helper remote, or the 404. */
function AreaRouter() {
  const { pathname } = useLocation();
  switch (areaOf(pathname)) {
    case 'public':
      return <RemoteArea name="public" />;
    case 'user':
      return (
        <RoleGuard role="user">
          <SignedInArea name="user" />
        </RoleGuard>
      );
    case 'helper':
      return (
        <RoleGuard role="helper">
          <SignedInArea name="helper" />
        </RoleGuard>
      );
    case 'auth':
      return (
        <Suspense fallback={<PageSkeleton />}>
          <AuthPage />
        </Suspense>
      );
    default:
      return <NotFoundPage />;
  }
}

export function Layout() {
  const network = useNetworkStatus();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => configureHttpClient({ onUnauthorized: () => navigate('/') }), [navigate]);

  return (
    <>
      <a className="hw-skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {network === 'online' ? (
          <SessionGate>
            <Routes>
              <Route path="*" element={<AreaRouter />} />
            </Routes>
          </SessionGate>
        ) : (
          <NetworkErrorPage variant={network} />
        )}
      </main>
      <Footer />
      <ScrollToTopButton />
      <CookieBanner />
      <LazyAuthModal />
      <PageViewTracker />
      <ScrollOnNavigate />
    </>
  );
}

import { useNetworkStatus } from '@helpwire/web-core';
import { lazy, Suspense, use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Route, Routes, useLocation } from '@helpwire/libs/router';
import { LazyCookieBanner } from './app-shell/LazyCookieBanner';
import { LazyAfterCallLayer } from './app-shell/LazyAfterCallLayer';
import { NetworkErrorPage } from './app-shell/NetworkErrorPage';
import { PageViewTracker } from './app-shell/PageViewTracker';
import { ScrollOnNavigate } from './app-shell/ScrollOnNavigate';
import { LazyAuthModal } from './auth/LazyAuthModal';
import { LazyFooter } from './footer/LazyFooter';
import { Header } from './header/Header';
import { isAuthPath } from './auth/auth-paths';
import { knownPage, lookUpPage, normalisePath, remotePages, retryLookups, usePageListsVersion } from './remotes/page-lists';
import { CallLayer } from './remotes/CallLayer';
import { PageSkeleton, RemoteArea } from './remotes/RemoteArea';
import { forgetPageComponents, RemotePageView } from './remotes/RemotePageView';
import { SessionGate } from './session/SessionGate';
import { SilentBoundary } from './app-shell/SilentBoundary';
import { useUnauthorizedHandler } from './session/use-unauthorized-handler';

// Shown only after 200 px of scrolling: loads after the first screen (decision 0006's budget of `/`).
const ScrollToTopButton = lazy(() => import('./app-shell/ScrollToTopButton').then((module) => ({ default: module.ScrollToTopButton })));
// The friendly 404 loads when a path is unknown (inside the page area's Suspense).
const NotFoundPage = lazy(() => import('./app-shell/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
// The auth pages (and react-hook-form, zod and the contracts with them) load only when one is opened.
const AuthPage = lazy(() => import('./auth/AuthPage'));
// The admin console (issue 24): its sign-in, and the admin remote for a signed-in admin only; never with `/`.
const AdminArea = lazy(() => import('./admin-area/AdminArea'));

function retryAfterFailure(): void {
  retryLookups();
  forgetPageComponents();
}

/** The page a remote's list names for the path, or the friendly 404 when no list has it. */
function ResolvedPage({ pathname }: { pathname: string }) {
  usePageListsVersion();
  const known = knownPage(pathname);
  const found = known === undefined ? use(lookUpPage(pathname)) : known;
  return found ? <RemotePageView found={found} /> : <NotFoundPage />;
}

/** Routes every path: the shell's auth pages, the admin console under /admin, else the page of the remote whose list has it (error boundary + Suspense around it). */
function AreaRouter() {
  const { pathname } = useLocation();
  if (isAuthPath(pathname))
    return (
      <Suspense fallback={<PageSkeleton />}>
        <AuthPage />
      </Suspense>
    );
  const path = normalisePath(pathname);
  return (
    <RemoteArea path={path} onRetry={retryAfterFailure}>
      {/^\/admin(\/|$)/.test(path) ? <AdminArea path={path} View={RemotePageView} pages={remotePages} /> : <ResolvedPage pathname={pathname} />}
    </RemoteArea>
  );
}

export function Layout() {
  const network = useNetworkStatus();
  const { t } = useTranslation('shell');
  useUnauthorizedHandler();

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
      <LazyFooter />
      <SilentBoundary name="scroll-to-top button">
        <ScrollToTopButton />
      </SilentBoundary>
      <LazyCookieBanner />
      <LazyAuthModal />
      {/* Calls follow the person on every page: the helper remote's rings and meeting, the user remote's outgoing call and meeting. */}
      <CallLayer />
      {/* After a call ends, both sides review it (and the helper writes the summary): the calls feature's after-call layer. */}
      <LazyAfterCallLayer />
      <PageViewTracker />
      <ScrollOnNavigate />
    </>
  );
}

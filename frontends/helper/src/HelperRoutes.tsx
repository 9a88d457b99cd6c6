import { HELPER_PAGES, PlaceholderPage, Skeleton } from '@helpwire/ui';
import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from '@helpwire/libs/router';

// The profile page brings the account forms (react-hook-form, zod, the contracts): loaded when opened.
const ProfileManagementPage = lazy(() => import('@helpwire/account-forms').then((module) => ({ default: module.ProfileManagementPage })));

const BUILT: Record<string, ReactElement> = {
  '/helper/profile-management': <ProfileManagementPage role="helper" />,
};

/** The helper area (spec §2). Each capability replaces its placeholder as it is built. */
export default function HelperRoutes() {
  return (
    <Suspense fallback={<Skeleton height="20rem" />}>
      <Routes>
        {HELPER_PAGES.map(([path, titleKey]) => (
          <Route key={path} path={path} element={BUILT[path] ?? <PlaceholderPage titleKey={titleKey} />} />
        ))}
      </Routes>
    </Suspense>
  );
}

/**
 * Test-only helpers for the auth pages: i18n with the auth texts, and a fetch that answers by
 * "METHOD /path" and records what was sent.
 */
import { setupShellI18n } from '../texts/shell-texts';
import { renderWithProviders, testQueryClient } from '@helpwire/account/testing';
import type { QueryClient } from '@helpwire/libs/query';
import { Toaster } from '@helpwire/ui';
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from '@helpwire/libs/router';
import AuthPage from './AuthPage';
import { authTextsReady } from './auth-texts';

export { cachedUser, CATEGORIES, currentUser, fakeFile, mockApi, mockUploads, ok, type Answer, type ApiMock } from '@helpwire/account/testing';

export async function setupAuthTexts(): Promise<void> {
  await setupShellI18n();
  await authTextsReady();
}

/**
 * The auth page at `route` as the shell shows it (dashboards and home as stand-ins), with the
 * toasts. Rendered inside act: AuthPage waits for its texts with React `use`. Answers its query
 * client (where a session puts the current user).
 */
export async function renderAuthPage(route: string): Promise<QueryClient> {
  const client = testQueryClient();
  await act(async () => {
    renderWithProviders(
      <>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/dashboard" element={<p>user dashboard</p>} />
            <Route path="/helper/dashboard" element={<p>helper dashboard</p>} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="*" element={<AuthPage />} />
          </Routes>
        </Suspense>
        <Toaster />
      </>,
      { route, client },
    );
  });
  return client;
}

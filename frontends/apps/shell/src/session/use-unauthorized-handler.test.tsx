/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { apiRequest, readToken, useAppStore } from '@helpwire/web-core';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@helpwire/libs/router';
import { Header } from '../header/Header';
import { cachedUser, currentUser, jsonResponse, renderWithProviders, resetBrowserState, signedIn } from '../test/render-with-providers';
import { useUnauthorizedHandler } from './use-unauthorized-handler';

function App() {
  useUnauthorizedHandler();
  return (
    <>
      <Header />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/profile-management" element={<p>profile page</p>} />
      </Routes>
    </>
  );
}

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('a 401 from any call ends the session everywhere', () => {
  it('the header stops showing the account, the user leaves the query cache, and home', async () => {
    const client = signedIn(currentUser({ firstName: 'Maya' }));
    global.fetch = jest.fn(async () =>
      jsonResponse(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized', code: 'SESSION_REQUIRED' }),
    ) as unknown as typeof fetch;
    renderWithProviders(<App />, { route: '/profile-management', client });
    expect(screen.getByText('profile page')).toBeTruthy();
    // The account menu loads with the session (a lazy part of the header).
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();

    await act(async () => {
      await apiRequest('/users/update', { method: 'PUT', body: {}, toastErrors: false }).catch(() => undefined);
    });

    expect(await screen.findByText('home page')).toBeTruthy();
    expect(cachedUser(client)).toBeUndefined();
    expect(readToken()).toBeNull();
    expect(useAppStore.getState().auth).toEqual({ role: null, token: null });
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.getByText('Sign In')).toBeTruthy();
  });
});

/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { TOKEN_KEY, useAppStore } from '@helpwire/ui';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@helpwire/libs/router';
import { CURRENT_USER_KEY } from '@helpwire/account-forms/current-user';
import type { QueryClient } from '@helpwire/libs/query';
import { cachedUser, currentUser, jsonResponse, renderWithProviders, resetBrowserState, signedIn } from '../test/render-with-providers';
import { testQueryClient } from '@helpwire/account-forms/testing';
import { SessionGate } from './SessionGate';

const fetchMock = jest.fn();

function renderGate(route = '/dashboard', client: QueryClient = testQueryClient()) {
  return renderWithProviders(
    <SessionGate>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Routes>
    </SessionGate>,
    { route, client },
  );
}

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(async () => {
  await resetBrowserState();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('SessionGate (session start, spec §4)', () => {
  it('without a token renders at once and asks nothing', () => {
    renderGate();
    expect(screen.getByText('dashboard page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a token shows a loader, fetches /users/find, then stores role and token, and keeps the user in the query cache', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    fetchMock.mockResolvedValue(jsonResponse(200, { statusCode: 200, message: 'ok', data: currentUser({ id: 'u-9', roleId: 2, role: { name: 'helper' } }) }));
    const client = testQueryClient();
    renderGate('/dashboard', client);
    expect(screen.queryByText('dashboard page')).toBeNull();
    await screen.findByText('dashboard page');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/v1\/users\/find$/);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer token-1' });
    await waitFor(() => expect(useAppStore.getState().auth).toEqual({ role: 'HELPER', token: 'token-1' }));
    // One place for the user: the query cache under its one key, not the store.
    expect(client.getQueryData(CURRENT_USER_KEY)).toMatchObject({ id: 'u-9' });
    expect(useAppStore.getState()).not.toHaveProperty('auth.user');
  });

  it('a failure the server answered removes the token, clears credentials and goes home', async () => {
    const client = signedIn(currentUser({ id: 'u-1' }), { token: 'stale-token' });
    // A session start reads the user again, whatever the cache holds.
    client.setQueryDefaults(CURRENT_USER_KEY, { staleTime: 0 });
    fetchMock.mockResolvedValue(jsonResponse(404, { statusCode: 404, message: 'Route not found', error: 'Not Found' }));
    renderGate('/dashboard', client);
    await screen.findByText('home page');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAppStore.getState().auth).toEqual({ role: null, token: null });
    expect(cachedUser(client)).toBeUndefined();
  });
});

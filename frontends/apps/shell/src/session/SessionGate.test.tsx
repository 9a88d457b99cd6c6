/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { TOKEN_KEY, useAppStore } from '@helpwire/web-core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@helpwire/libs/router';
import { CURRENT_USER_KEY } from '@helpwire/account/current-user';
import type { QueryClient } from '@helpwire/libs/query';
import { cachedUser, currentUser, jsonResponse, renderWithProviders, resetBrowserState, signedIn } from '../test/render-with-providers';
import { testQueryClient } from '@helpwire/account/testing';
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

  describe('when the session cannot be checked (issue 21, item 17: never a sign-out)', () => {
    const unavailable = () =>
      jsonResponse(
        503,
        { statusCode: 503, message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'UNAVAILABLE' },
        { 'Retry-After': '0' },
      );
    const helper = () => jsonResponse(200, { statusCode: 200, message: 'ok', data: currentUser({ id: 'u-7', roleId: 2, role: { name: 'helper' } }) });

    it('asks again after a 503 with Retry-After and goes on signed in, with no message', async () => {
      localStorage.setItem(TOKEN_KEY, 'token-7');
      fetchMock.mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(helper());
      renderGate();
      await screen.findByText('dashboard page');
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(useAppStore.getState().auth).toEqual({ role: 'HELPER', token: 'token-7' });
    });

    it('still out of reach: keeps the token, says it is the connection, and Try again signs in when it answers', async () => {
      localStorage.setItem(TOKEN_KEY, 'token-8');
      const client = testQueryClient();
      client.setQueryDefaults(CURRENT_USER_KEY, { retryDelay: 0 });
      fetchMock.mockImplementation(async () => unavailable());
      renderGate('/dashboard', client);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain("We can't reach Helpwire right now");
      expect(alert.textContent).toContain("You're still signed in.");
      expect(localStorage.getItem(TOKEN_KEY)).toBe('token-8');
      expect(screen.queryByText('home page')).toBeNull();
      // 4 tries of the query (the first and 3 retries), each asked 3 times on 503 + Retry-After.
      expect(fetchMock).toHaveBeenCalledTimes(12);
      fetchMock.mockImplementation(async () => helper());
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await screen.findByText('dashboard page');
      expect(useAppStore.getState().auth).toEqual({ role: 'HELPER', token: 'token-8' });
    });

    it('no answer at all (the network) keeps the person signed in too', async () => {
      localStorage.setItem(TOKEN_KEY, 'token-9');
      const client = testQueryClient();
      client.setQueryDefaults(CURRENT_USER_KEY, { retryDelay: 0 });
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      renderGate('/dashboard', client);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
      expect(localStorage.getItem(TOKEN_KEY)).toBe('token-9');
      expect(screen.queryByText('home page')).toBeNull();
    });
  });
});

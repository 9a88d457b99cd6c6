/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { TOKEN_KEY, useAppStore } from '@helpwire/ui';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@helpwire/libs/router';
import { jsonResponse, renderWithProviders, resetBrowserState } from '../test/render-with-providers';
import { SessionGate } from './SessionGate';

const fetchMock = jest.fn();

function renderGate(route = '/dashboard') {
  return renderWithProviders(
    <SessionGate>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Routes>
    </SessionGate>,
    { route },
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

  it('with a token shows a loader, fetches /users/find, then stores role, token and user', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    fetchMock.mockResolvedValue(jsonResponse(200, { statusCode: 200, message: 'ok', data: { id: 'u-9', roleId: 2, role: { name: 'helper' } } }));
    renderGate();
    expect(screen.queryByText('dashboard page')).toBeNull();
    await screen.findByText('dashboard page');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/v1\/users\/find$/);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer token-1' });
    await waitFor(() => expect(useAppStore.getState().auth).toMatchObject({ role: 'HELPER', token: 'token-1', user: { id: 'u-9' } }));
  });

  it('a failure the server answered removes the token, clears credentials and goes home', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale-token');
    useAppStore.getState().setCredentials({ user: { id: 'u-1', roleId: 1, role: { name: 'USER' } }, role: 'USER', token: 'stale-token' });
    fetchMock.mockResolvedValue(jsonResponse(404, { statusCode: 404, message: 'Route not found', error: 'Not Found' }));
    renderGate();
    await screen.findByText('home page');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAppStore.getState().auth.user).toBeNull();
  });
});

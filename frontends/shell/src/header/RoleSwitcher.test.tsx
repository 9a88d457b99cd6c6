/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { setupI18n, TOKEN_KEY, useAppStore, useToasts } from '@helpwire/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { AuthModal } from '../auth/AuthModal';
import { jsonResponse, renderWithProviders, resetBrowserState } from '../test/render-with-providers';
import { RoleSwitcher } from './RoleSwitcher';

const fetchMock = jest.fn();

function signIn(role: 'USER' | 'HELPER') {
  useAppStore.getState().setCredentials({ user: { id: 'u-1', roleId: role === 'HELPER' ? 2 : 1, role: { name: role } }, role, token: 'old-token' });
}

function renderSwitcher() {
  return renderWithProviders(
    <>
      <RoleSwitcher />
      <AuthModal />
      <Routes>
        <Route path="/dashboard" element={<p>user dashboard</p>} />
        <Route path="/helper/dashboard" element={<p>helper dashboard</p>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
  );
}

beforeAll(async () => {
  await setupI18n();
});

beforeEach(async () => {
  await resetBrowserState();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('RoleSwitcher', () => {
  it('shows only the opposite role', () => {
    signIn('HELPER');
    renderSwitcher();
    expect(screen.getByRole('button', { name: /Switch to User/ })).toBeTruthy();
    expect(screen.queryByText('Switch to Helper')).toBeNull();
  });

  it('switches a user to helper: new token stored, helper dashboard, "Helper login successfully"', async () => {
    signIn('USER');
    fetchMock.mockResolvedValue(jsonResponse(200, { statusCode: 200, message: 'ok', data: { token: 'helper-token' } }));
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Switch to Helper/ }));
    await screen.findByText('helper dashboard');
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/v1\/auth\/switch-role$/);
    expect(JSON.parse(String(init.body))).toEqual({ user_id: 'u-1', role_slug: 'HELPER' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('helper-token');
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toContainEqual(['success', 'Helper login successfully']));
  });

  it('opens the sign-up when the account has no such role', async () => {
    signIn('HELPER');
    fetchMock.mockResolvedValue(jsonResponse(404, { statusCode: 404, message: 'No account found for this role USER', error: 'Not Found' }));
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Switch to User/ }));
    await screen.findByRole('dialog', { name: 'Create your account' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows any other failure as a red toast', async () => {
    signIn('USER');
    fetchMock.mockResolvedValue(jsonResponse(500, { statusCode: 500, message: 'Boom', error: 'Internal Server Error' }));
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Switch to Helper/ }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toContainEqual(['error', 'Boom']));
  });

  it('asks a visitor to sign in first', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Switch to Helper/ }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { TOKEN_KEY, useAppStore, useToasts } from '@helpwire/web-core';
import { CATEGORIES, fakeFile, mockUploads } from '@helpwire/account/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@helpwire/libs/router';
import { AuthModal } from '../auth/AuthModal';
import type { QueryClient } from '@helpwire/libs/query';
import { cachedUser, currentUser, jsonResponse, renderWithProviders, resetBrowserState, signedIn } from '../test/render-with-providers';
import { RoleSwitcher } from './RoleSwitcher';

const fetchMock = jest.fn();

let client: QueryClient | undefined;

// An account without a phone number or categories: the helper sign-up form asks for them.
function signIn(role: 'USER' | 'HELPER') {
  client = signedIn(currentUser({ id: 'u-1', roleId: role === 'HELPER' ? 2 : 1, role: { name: role }, roles: [role], phone: null, categories: [] }), {
    token: 'old-token',
  });
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
    { client },
  );
}

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(async () => {
  await resetBrowserState();
  client = undefined;
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
    const asHelper = currentUser({ id: 'u-1', roleId: 2, role: { name: 'HELPER' }, roles: ['USER', 'HELPER'], verificationStatus: 'APPROVED' });
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).endsWith('/auth/switch-role')
        ? jsonResponse(200, { statusCode: 200, message: 'Helper login successfully', data: { token: 'helper-token', user: asHelper } })
        : jsonResponse(200, { statusCode: 200, message: 'Success', data: asHelper }),
    );
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Switch to Helper/ }));
    await screen.findByText('helper dashboard');
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/v1\/auth\/switch-role$/);
    expect(JSON.parse(String(init.body))).toEqual({ user_id: 'u-1', role_slug: 'HELPER' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('helper-token');
    // The session is the helper's now: its role in the store, the helper in the query cache (re-read from /users/find).
    expect(useAppStore.getState().auth).toEqual({ role: 'HELPER', token: 'helper-token' });
    expect(cachedUser(client!)).toMatchObject({ role: { name: 'HELPER' }, verificationStatus: 'APPROVED' });
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toContainEqual(['success', 'Helper login successfully']));
  });

  it('AUTH_ROLE_NOT_REGISTERED ("No account found for this role USER", here in Arabic): the user sign-up form registers the role for the signed-in account', async () => {
    signIn('HELPER');
    const user = currentUser({ id: 'u-1', roleId: 1, role: { name: 'USER' } });
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).endsWith('/auth/switch-role')
        ? jsonResponse(404, { statusCode: 404, message: 'لا يوجد حساب لهذا الدور: مستخدم', error: 'Not Found', code: 'AUTH_ROLE_NOT_REGISTERED' })
        : jsonResponse(201, { statusCode: 201, message: 'Role added successfully', data: { token: 'user-token', user } }),
    );
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Switch to User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'User sign up' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('old-token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user account' }));
    await screen.findByText('user dashboard');
    const [url, init] = fetchMock.mock.calls[1] as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/v1\/auth\/register-role$/);
    expect(JSON.parse(String(init.body))).toEqual({ role_slug: 'USER' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('user-token');
    expect(useAppStore.getState().auth.role).toBe('USER');
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toContainEqual(['success', 'User login successfully']));
  });

  it('AUTH_ROLE_NOT_REGISTERED ("No account found for this role HELPER"): asks for phone, ID card, documents and categories, then registers', async () => {
    signIn('USER');
    const uploads = mockUploads();
    const helper = currentUser({ id: 'u-1', roleId: 2, role: { name: 'HELPER' }, verificationStatus: 'IN_REVIEW' });
    const answers: Record<string, () => Response> = {
      'POST /api/v1/auth/switch-role': () =>
        jsonResponse(404, { statusCode: 404, message: 'No account found for this role HELPER', error: 'Not Found', code: 'AUTH_ROLE_NOT_REGISTERED' }),
      'GET /api/v1/category/getNonSubCategories': () => jsonResponse(200, { statusCode: 200, message: 'ok', data: CATEGORIES }),
      'POST /api/v1/auth/register-role': () =>
        jsonResponse(201, { statusCode: 201, message: 'Role added successfully', data: { token: 'helper-token', user: helper } }),
    };
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => answers[`${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`]!());
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Switch to Helper/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Helper sign up' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add helper account' }));
    expect(await within(dialog).findByText('Phone number is required')).toBeTruthy();
    expect(within(dialog).getByText('ID card is required')).toBeTruthy();
    expect(within(dialog).getByText('Upload at least one document')).toBeTruthy();
    expect(within(dialog).getByText('Select at least one category')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Phone number'), '+971501234567');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'DIY Repairs' }));
    await userEvent.upload(within(dialog).getByLabelText('ID card'), fakeFile('id.png', 'image/png'));
    await userEvent.upload(within(dialog).getByLabelText('Required documents'), fakeFile('cv.pdf', 'application/pdf'));
    await within(dialog).findByRole('link', { name: 'cv.pdf' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add helper account' }));
    await screen.findByText('helper dashboard');
    expect(uploads.uploads.map((u) => u.purpose)).toEqual(['ID_CARD', 'DOCUMENT']);
    const register = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/register-role')) as [URL, RequestInit];
    expect(JSON.parse(String(register[1].body))).toEqual({
      role_slug: 'HELPER',
      phone: '+971501234567',
      idCard: '00000000-0000-4000-8000-000000000001',
      documents: ['00000000-0000-4000-8000-000000000002'],
      categories: [{ label: 'DIY Repairs', value: 'diy-repairs' }],
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('helper-token');
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toContainEqual(['success', 'Helper login successfully']));
  });

  it('routes by the reason code, not the text: the same English text with another code is only a toast', async () => {
    signIn('USER');
    fetchMock.mockResolvedValue(
      jsonResponse(404, { statusCode: 404, message: 'No account found for this role HELPER', error: 'Not Found', code: 'ROUTE_NOT_FOUND' }),
    );
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Switch to Helper/ }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toContainEqual(['error', 'No account found for this role HELPER']));
    expect(screen.queryByRole('dialog')).toBeNull();
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

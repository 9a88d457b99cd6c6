/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { i18next, TOKEN_KEY, useAppStore, useToasts } from '@helpwire/web-core';
import { Toaster } from '@helpwire/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@helpwire/libs/router';
import { Suspense } from 'react';
import { cachedUser, currentUser, mockApi, ok, type Answer, type ApiMock } from '../auth/auth-test-helpers';
import { renderWithProviders, resetBrowserState } from '../test/render-with-providers';
import { testQueryClient } from '@helpwire/account/testing';
import { setupShellI18n } from '../texts/shell-texts';
import AdminSignInPage from './AdminSignInPage';
import { adminSignInTextsReady } from './admin-texts';

const admin = currentUser({ id: 'a-1', roleId: 3, role: { name: 'ADMIN' }, roles: ['ADMIN'], email: 'admin@helpwire.local' });
const session = (extra: Record<string, unknown> = {}) => ok({ token: 'admin-token', user: admin, ...extra }, 'Login successfully');
let api: ApiMock;

function serve(routes: Record<string, Answer>) {
  api = mockApi(routes);
}

async function renderSignIn(route = '/admin/sign-in') {
  const client = testQueryClient();
  await act(async () => {
    renderWithProviders(
      <>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/admin/sign-in" element={<AdminSignInPage />} />
            <Route path="/admin" element={<p>console overview</p>} />
            <Route path="/admin/helpers" element={<p>helper vetting</p>} />
          </Routes>
        </Suspense>
        <Toaster />
      </>,
      { route, client },
    );
  });
  return client;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function passwordStep(identifier = 'admin@helpwire.local', password = 'Passw0rd!') {
  await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' });
  fill('Email', identifier);
  fill('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const sent = (route: string) => api.calls.filter((call) => call.route === route).map((call) => call.body);

beforeAll(async () => {
  await setupShellI18n();
  await adminSignInTextsReady();
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/sign-in (issue 24: the password, then the second factor)', () => {
  it('password, then the code of the authenticator app: the session is stored as every session is, then the console', async () => {
    serve({
      'POST /api/v1/auth/login/admin': () => ok({ secondFactor: 'TOTP', challenge: 'ch-1' }),
      'POST /api/v1/auth/login/admin/totp': () => session(),
    });
    const client = await renderSignIn();
    await passwordStep();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(sent('POST /api/v1/auth/login/admin')).toEqual([{ identifier: 'admin@helpwire.local', password: 'Passw0rd!' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    fill('6-digit code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('console overview')).toBeTruthy();
    expect(sent('POST /api/v1/auth/login/admin/totp')).toEqual([{ challenge: 'ch-1', code: '123456' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('admin-token');
    expect(useAppStore.getState().auth).toEqual({ role: 'ADMIN', token: 'admin-token' });
    expect(cachedUser(client)).toMatchObject({ id: 'a-1', role: { name: 'ADMIN' } });
  });

  it('a recovery code instead of the app, and back where the admin was going', async () => {
    serve({
      'POST /api/v1/auth/login/admin': () => ok({ secondFactor: 'TOTP', challenge: 'ch-2' }),
      'POST /api/v1/auth/login/admin/totp': () => session(),
    });
    await renderSignIn('/admin/sign-in?returnTo=%2Fadmin%2Fhelpers');
    await passwordStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter a recovery code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter one of your recovery codes.');
    fill('Recovery code', ' abcd-efgh ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('helper vetting')).toBeTruthy();
    expect(sent('POST /api/v1/auth/login/admin/totp')).toEqual([{ challenge: 'ch-2', recoveryCode: 'abcd-efgh' }]);
  });

  it('the first time: the QR code and the key to add the app, its first code, then the recovery codes once (copy, download) before the console', async () => {
    const otpauthUrl = 'otpauth://totp/Helpwire:admin%40helpwire.local?secret=JBSWY3DPEHPK3PXP&issuer=Helpwire';
    serve({
      'POST /api/v1/auth/login/admin': () => ok({ secondFactor: 'ENROLL', challenge: 'ch-3', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl }),
      'POST /api/v1/auth/login/admin/totp/enroll': () => session({ recoveryCodes: ['aaaa-1111', 'bbbb-2222', 'cccc-3333'] }),
    });
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await renderSignIn();
    await passwordStep();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code that adds Helpwire to an authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    fill('6-digit code', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on and continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6 digits your app shows.');
    fill('6-digit code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeTruthy();
    expect(sent('POST /api/v1/auth/login/admin/totp/enroll')).toEqual([{ challenge: 'ch-3', code: '654321' }]);
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-1111', 'bbbb-2222', 'cccc-3333']);
    // Not signed in until the codes are kept.
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('aaaa-1111\nbbbb-2222\ncccc-3333\n'));
    expect(await screen.findByText('Recovery codes copied.')).toBeTruthy();
    URL.createObjectURL = jest.fn(() => 'blob:codes');
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked).toEqual(['helpwire-recovery-codes.txt blob:codes']);
    click.mockRestore();
    const go = screen.getByRole('button', { name: 'Continue to the console' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved these codes somewhere safe'));
    fireEvent.click(go);
    expect(await screen.findByText('console overview')).toBeTruthy();
    expect(useAppStore.getState().auth).toEqual({ role: 'ADMIN', token: 'admin-token' });
  });

  it('a wrong password or code is said under the fields, in the reader’s words, and nothing is stored', async () => {
    serve({
      'POST /api/v1/auth/login/admin': () => [401, { statusCode: 401, message: 'Invalid credentials', code: 'AUTH_INVALID_CREDENTIALS' }],
    });
    await renderSignIn();
    await passwordStep('admin@helpwire.local', 'nope');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAppStore.getState().auth.role).toBeNull();
    // No red toast on top of it: the form says it.
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('asks for both fields before calling', async () => {
    serve({});
    await renderSignIn();
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your email and password.');
    expect(api.calls).toEqual([]);
  });

  it('in Arabic', async () => {
    serve({ 'POST /api/v1/auth/login/admin': () => ok({ secondFactor: 'TOTP', challenge: 'ch-1' }) });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول إلى لوحة التشغيل' })).toBeTruthy();
    fill('البريد الإلكتروني', 'admin@helpwire.local');
    fill('كلمة المرور', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'أدخل الرمز' })).toBeTruthy();
  });
});

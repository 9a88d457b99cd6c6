/** @jest-environment jsdom */
import {
  cachedUser,
  currentUser,
  fileRef,
  jsonResponse,
  mockApi,
  mockUploads,
  ok,
  renderWithProviders,
  resetBrowserState,
  setupAccountTexts,
  signedIn,
} from '../testing';
import type { CurrentUser } from '../current-user';
import type { QueryClient } from '@helpwire/libs/query';
import { i18next, TOKEN_KEY, useAppStore, useToasts } from '@helpwire/web-core';
import { Toaster } from '@helpwire/ui';
import { DEFAULT_PROFILE_PIC } from '@helpwire/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { ProfileManagementPage } from './ProfileManagementPage';

const ID_CARD = fileRef('00000000-0000-4000-8000-0000000000a1', 'id.png', 'ID_CARD');
const DOC = fileRef('00000000-0000-4000-8000-0000000000d1', 'diploma.pdf');

const person = currentUser;

const helper = (overrides: Partial<CurrentUser> = {}) =>
  person({
    roleId: 2,
    role: { name: 'HELPER' },
    idCard: ID_CARD,
    documents: [DOC],
    verificationStatus: 'APPROVED',
    isAvailable: false,
    genderPreference: '',
    ...overrides,
  });

let client: QueryClient;

/** The page as an app shows it, with whether a call is in progress (set by a test). */
let setInCall: (inCall: boolean) => void = () => undefined;
function PageDuringCalls({ role }: { role: 'user' | 'helper' }) {
  const [inCall, set] = useState(false);
  setInCall = set;
  return <ProfileManagementPage role={role} inCall={inCall} />;
}

async function renderPage(role: 'user' | 'helper', user: CurrentUser, title = 'Profile Management') {
  client = signedIn(user);
  await act(async () => {
    renderWithProviders(
      <>
        <Suspense fallback={<p>loading</p>}>
          <PageDuringCalls role={role} />
        </Suspense>
        <Toaster />
      </>,
      { client },
    );
  });
  await screen.findByRole('heading', { level: 1, name: title });
}

const toasts = () => useToasts.getState().toasts.map((t) => [t.kind, t.text]);

beforeAll(async () => {
  await setupAccountTexts();
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('profile management page', () => {
  it('offers to remove a picture only when there is one (the default picture is not one)', async () => {
    mockApi({});
    await renderPage('user', person({ profilePic: DEFAULT_PROFILE_PIC }));
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    cleanup();
    await renderPage('user', person({ profilePic: '/api/v1/files/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' }));
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeTruthy();
  });

  it('"Use my location" puts the position in the address as "lat, lon", which stays editable and is what is saved', async () => {
    const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: { latitude: 24.4539123, longitude: 54.3773 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const api = mockApi({
      'PUT /api/v1/users/update': (body) => ok({ user: person(body as Partial<CurrentUser>), emailCodeSentTo: '' }, 'Profile updated successfully'),
    });
    await renderPage('user', person());
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Use my location' }));
    const address = screen.getByLabelText<HTMLInputElement>('Address');
    await waitFor(() => expect(address.value).toBe('24.453912, 54.3773'));
    await u.type(address, ' (Corniche)');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.find((c) => c.route === 'PUT /api/v1/users/update')).toBeDefined());
    expect((api.calls.find((c) => c.route === 'PUT /api/v1/users/update')?.body as { location: unknown }).location).toEqual({
      latitude: 24.453912,
      longitude: 54.3773,
      address: '24.453912, 54.3773 (Corniche)',
    });
  });

  it('shows the contract errors and sends nothing while a field is wrong', async () => {
    const api = mockApi({});
    await renderPage('user', person());
    const u = userEvent.setup();
    await u.clear(screen.getByLabelText('First name'));
    await u.clear(screen.getByLabelText('Phone number'));
    await u.type(screen.getByLabelText('Phone number'), '123');
    await u.click(screen.getByRole('checkbox', { name: 'English' }));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(screen.getByText('Select at least one language')).toBeTruthy();
    expect(api.calls.filter((c) => c.route.startsWith('PUT'))).toEqual([]);
  });

  it('sends every field to PUT /users/update, the ID card as its id, and says "Profile updated successfully"', async () => {
    const uploads = mockUploads();
    const api = mockApi({
      'PUT /api/v1/users/update': (body) =>
        ok({ user: person({ ...(body as object), idCard: ID_CARD } as Partial<CurrentUser>), emailCodeSentTo: '' }, 'Profile updated successfully'),
    });
    await renderPage('user', person());
    const u = userEvent.setup();
    await u.clear(screen.getByLabelText('Bio'));
    await u.type(screen.getByLabelText('Bio'), 'I fix bikes');
    await u.selectOptions(screen.getByLabelText('Preferred helper'), 'FEMALE');
    await u.upload(screen.getByLabelText('ID card (optional)'), new File(['x'], 'id.png', { type: 'image/png' }));
    await screen.findByRole('link', { name: 'id.png' });
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toContainEqual(['success', 'Profile updated successfully']));
    expect(uploads.uploads[0]).toMatchObject({ purpose: 'ID_CARD', headers: { Authorization: 'Bearer token-1', 'accept-language': 'en' } });
    expect(api.calls.find((c) => c.route === 'PUT /api/v1/users/update')?.body).toEqual({
      firstName: 'Maya',
      lastName: 'Karam',
      username: 'maya.k',
      email: 'maya@example.com',
      phone: '+971501234567',
      gender: 'Female',
      languages: [{ label: 'English', value: 'en' }],
      categories: [{ label: 'DIY Repairs', value: 'diy-repairs' }],
      location: { latitude: 25.2, longitude: 55.27, address: 'Dubai Marina' },
      bio: 'I fix bikes',
      genderPreference: 'FEMALE',
      idCard: '00000000-0000-4000-8000-000000000001',
    });
  });

  it('a new e-mail waits for the 6-digit code sent to it, then the user is read again', async () => {
    let found = person();
    const api = mockApi({
      'PUT /api/v1/users/update': () =>
        ok({ user: person({ pendingEmail: 'new@example.com' }), emailCodeSentTo: 'new@example.com' }, 'Profile updated successfully'),
      'POST /api/v1/auth/verifyotp': () => (
        (found = person({ email: 'new@example.com' })), ok({ token: 'token-2', user: found }, 'Email verified successfully')
      ),
      'GET /api/v1/users/find': () => ok(found),
    });
    await renderPage('user', person());
    const u = userEvent.setup();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'new@example.com');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    const card = await screen.findByTestId('email-change');
    expect(within(card).getByText('new@example.com')).toBeTruthy();
    expect(screen.getByText('Waiting for the code sent to new@example.com.')).toBeTruthy();
    await u.click(within(card).getByRole('button', { name: 'Confirm email' }));
    expect(await within(card).findByText('OTP is required')).toBeTruthy();
    await u.type(within(card).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await u.click(within(card).getByRole('button', { name: 'Confirm email' }));
    await waitFor(() => expect(screen.queryByTestId('email-change')).toBeNull());
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/verifyotp')?.body).toEqual({ email: 'new@example.com', code: '123456' });
    expect(api.calls.some((c) => c.route === 'GET /api/v1/users/find')).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-2');
    expect(cachedUser(client)?.email).toBe('new@example.com');
  });

  it('changes the password with the contract rules', async () => {
    const api = mockApi({ 'POST /api/v1/users/changePassword': () => ok({}, 'Password changed successfully') });
    await renderPage('user', person());
    const u = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });
    await u.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is required')).toBeTruthy();
    expect(within(form).getByText('New password is required')).toBeTruthy();
    await u.type(within(form).getByLabelText('Current password'), 'Old!pass1');
    await u.type(within(form).getByLabelText('New password'), 'N3w!pass');
    await u.type(within(form).getByLabelText('Confirm new password'), 'N3w!pass');
    await u.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts()).toContainEqual(['success', 'Password changed successfully']));
    expect(api.calls.find((c) => c.route === 'POST /api/v1/users/changePassword')?.body).toEqual({
      currentPassword: 'Old!pass1',
      newPassword: 'N3w!pass',
      confirmPassword: 'N3w!pass',
    });
  });

  it.each([
    ['user', 'DELETE /api/v1/users/delete', 'Delete user account'],
    ['helper', 'DELETE /api/v1/helpers/delete', 'Delete helper account'],
  ] as const)('deletes the %s account with the password, then clears the credentials and goes home', async (role, route, title) => {
    jest.useFakeTimers({ advanceTimers: true });
    // jsdom does not navigate (window.location.assign('/') only reports that it cannot).
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({ [route]: () => ok({}, 'Account deleted successfully') });
    await renderPage(role, role === 'helper' ? helper() : person());
    const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await u.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: title });
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to delete the account')).toBeTruthy();
    expect(api.calls.filter((c) => c.route === route)).toEqual([]);
    await u.type(within(dialog).getByLabelText('Your password'), 'Str0ng!pass');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(toasts()).toContainEqual(['success', 'Account deleted successfully']));
    expect(api.calls.find((c) => c.route === route)?.body).toEqual({ password: 'Str0ng!pass' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await act(async () => jest.advanceTimersByTime(800));
    expect(useAppStore.getState().auth.token).toBeNull();
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('an account without a password deletes with the button alone', async () => {
    // jsdom does not navigate (window.location.assign('/') only reports that it cannot).
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({ 'DELETE /api/v1/users/delete': () => ok({}, 'Account deleted successfully') });
    await renderPage('user', person({ hasPassword: false }));
    const u = userEvent.setup();
    expect(screen.getByText('You sign in with a social account, so there is no password to change.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Delete account' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(api.calls.find((c) => c.route === 'DELETE /api/v1/users/delete')?.body).toEqual({}));
    // The session ends 800 ms later; waited for here, or its timer signed out the next test's user.
    expect(cachedUser(client)).toBeUndefined();
    await waitFor(() => expect(useAppStore.getState().auth.token).toBeNull());
    consoleError.mockRestore();
  });
});

describe('helper profile', () => {
  it('sends the documents kept (ids) to PUT /helpers/update and refuses to save without any', async () => {
    const api = mockApi({ 'PUT /api/v1/helpers/update': () => ok({ user: helper(), emailCodeSentTo: '' }, 'Profile updated successfully') });
    await renderPage('helper', helper());
    const u = userEvent.setup();
    expect(screen.getByRole('link', { name: 'diploma.pdf' }).getAttribute('href')).toBe(DOC.url);
    await u.click(screen.getByRole('button', { name: 'Remove diploma.pdf' }));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Upload at least one document')).toBeTruthy();
    mockUploads();
    await u.upload(screen.getByLabelText('Required documents'), new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    await screen.findByRole('link', { name: 'cv.pdf' });
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'PUT /api/v1/helpers/update')).toBe(true));
    const body = api.calls.find((c) => c.route === 'PUT /api/v1/helpers/update')?.body as Record<string, unknown>;
    expect(body.documents).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect(body.idCard).toBe(ID_CARD.id);
    expect(body.genderPreference).toBeUndefined();
  });

  it.each([
    ['IN_REVIEW', null, ['In Review', 'An admin is checking your documents. You can take calls once you are approved.']],
    ['REJECTED', 'The ID card is blurred', ['REJECTED', 'Reason: The ID card is blurred']],
  ] as const)('shows the verification banner for %s and no Availability switch', async (status, reason, texts) => {
    mockApi({});
    await renderPage('helper', helper({ verificationStatus: status, rejectionReason: reason }));
    const banner = screen.getByTestId('verification-banner');
    for (const text of texts) expect(within(banner).getByText(text)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Availability' })).toBeNull();
  });

  it('shows the banner texts in Arabic', async () => {
    mockApi({});
    await act(() => i18next.changeLanguage('ar'));
    await renderPage('helper', helper({ verificationStatus: 'IN_REVIEW' }), 'إدارة الملف الشخصي');
    expect(screen.getByText('قيد المراجعة')).toBeTruthy();
    expect(screen.getByText('يراجع مسؤول مستنداتك. يمكنك استقبال المكالمات بعد الموافقة عليك.')).toBeTruthy();
  });

  it('Availability: disabled while the call runs, the message as a 5000 ms toast, the user read again', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let found = helper();
    const api = mockApi({
      'GET /api/v1/users/find': () => ok(found),
    });
    const base = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input: URL | string, init?: RequestInit) => {
      if (init?.method === 'PUT' && String(input).endsWith('/helpers/available')) {
        api.calls.push({ route: 'PUT /api/v1/helpers/available', body: JSON.parse(String(init.body)) });
        await answered;
        found = helper({ isAvailable: true });
        return jsonResponse(200, { statusCode: 200, message: 'Availability updated successfully', data: { isAvailable: true } });
      }
      return base(input, init);
    });
    const show = jest.spyOn(useToasts.getState(), 'show');
    await renderPage('helper', helper());
    const toggle = screen.getByRole('switch', { name: 'Availability' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(true));
    release();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Availability' }).getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Availability' }) as HTMLButtonElement).disabled).toBe(false));
    expect(api.calls.find((c) => c.route === 'PUT /api/v1/helpers/available')?.body).toEqual({ isAvailable: true });
    expect(api.calls.some((c) => c.route === 'GET /api/v1/users/find')).toBe(true);
    expect(show).toHaveBeenCalledWith('success', 'Availability updated successfully', 5000);
  });

  it('Availability: disabled during a call (from the accept until the meeting view closes), with the reason', async () => {
    mockApi({ 'GET /api/v1/users/find': () => ok(helper({ isAvailable: true })) });
    await renderPage('helper', helper({ isAvailable: true }));
    const toggle = () => screen.getByRole('switch', { name: 'Availability' }) as HTMLButtonElement;
    expect(toggle().disabled).toBe(false);
    act(() => setInCall(true));
    await waitFor(() => expect(toggle().disabled).toBe(true));
    expect(toggle().title).toBe('Cannot be changed during a call');
    act(() => setInCall(false));
    await waitFor(() => expect(toggle().disabled).toBe(false));
  });
});

describe('warnings panel (issue 24, item 3)', () => {
  const warnings = [
    { id: 'w2', reason: 'Please stay courteous with users.', source: 'FLAG', createdAt: '2026-12-05T10:00:00.000Z' },
    { id: 'w1', reason: 'A dispute about call c1 was decided against this account.', source: 'DISPUTE', createdAt: '2026-11-02T10:00:00.000Z' },
  ];

  it('says calmly that there are none, from GET /users/warnings', async () => {
    const api = mockApi({ 'GET /api/v1/users/warnings': () => ok([]) });
    await renderPage('user', person());
    const panel = await screen.findByTestId('warnings-panel');
    expect(await within(panel).findByText('You have no warnings. Thank you for keeping Helpwire friendly and safe.')).toBeTruthy();
    expect(api.calls.filter((c) => c.route === 'GET /api/v1/users/warnings')).toHaveLength(1);
  });

  it("lists a helper's warnings newest first with their date and reason, a dispute's in the reader's words", async () => {
    mockApi({ 'GET /api/v1/users/warnings': () => ok(warnings) });
    await renderPage('helper', helper());
    const panel = await screen.findByTestId('warnings-panel');
    expect(within(panel).getByRole('heading', { name: 'Your warnings' })).toBeTruthy();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'December 5, 2026Please stay courteous with users.',
      'November 2, 2026A dispute about one of your calls was decided against you.',
    ]);
    expect(within(panel).getByText('Our team added 2 warnings to your account. Here is when and why.')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    mockApi({ 'GET /api/v1/users/warnings': () => ok(warnings) });
    await act(() => i18next.changeLanguage('ar'));
    await renderPage('user', person(), 'إدارة الملف الشخصي');
    const panel = await screen.findByTestId('warnings-panel');
    expect(within(panel).getByRole('heading', { name: 'تحذيراتك' })).toBeTruthy();
    await within(panel).findByText('أضاف فريقنا تحذيرين إلى حسابك. إليك متى ولماذا.');
    expect(within(panel).getByText('تم البت في نزاع حول إحدى مكالماتك لغير صالحك.')).toBeTruthy();
    expect(within(panel).getByText('Please stay courteous with users.')).toBeTruthy();
  });
});

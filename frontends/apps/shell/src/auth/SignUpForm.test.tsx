/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { resetBrowserState } from '../test/render-with-providers';
import { fakeFile, mockApi, mockUploads, renderAuthPage, setupAuthTexts } from './auth-test-helpers';

const created = () =>
  [
    201,
    { statusCode: 201, message: 'Account created. Enter the 6-digit code we sent to your email.', data: { userId: 'u1', codeSentTo: 'm***@example.com' } },
  ] as [number, unknown];

function mockGeolocation(position: { latitude: number; longitude: number } | null) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    position ? ok({ coords: position } as GeolocationPosition) : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

async function fillAccount(user: UserEvent, { phone }: { phone?: string } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Maya');
  await user.type(screen.getByLabelText('Last name'), 'Karam');
  await user.type(screen.getByLabelText('Username'), 'maya.k');
  await user.type(screen.getByLabelText('Email'), 'Maya@Example.com');
  if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!pass');
}

async function fillProfile(user: UserEvent) {
  await user.click(await screen.findByRole('checkbox', { name: 'DIY Repairs' }));
  await user.click(screen.getByRole('checkbox', { name: 'English' }));
  await user.click(screen.getByRole('button', { name: 'Use my location' }));
  // The position fills the address as "lat, lon"; the person writes a place instead.
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Address').value).toBe('25.204812, 55.2708'));
  await user.clear(screen.getByLabelText('Address'));
  await user.type(screen.getByLabelText('Address'), 'Dubai Marina');
}

const toastTexts = () => useToasts.getState().toasts.map((t) => [t.kind, t.text]);

beforeAll(async () => {
  await setupAuthTexts();
});

beforeEach(async () => {
  await resetBrowserState();
  mockGeolocation({ latitude: 25.2048123, longitude: 55.2708 });
});

describe('user sign-up page', () => {
  it('shows the contract errors on an empty submit and sends nothing', async () => {
    const api = mockApi({});
    await renderAuthPage('/sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your user account' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));

    for (const text of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Gender is required',
      'Password is required',
      'Confirm password is required',
      'Select at least one category',
      'Select at least one language',
      'Address is required',
      'Latitude is required',
      'Longitude is required',
      'You must accept terms and conditions',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    // Phone is optional for users.
    expect(screen.queryByText('Phone number is required')).toBeNull();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);
  });

  it('sends the contract body, then asks for the code sent to that e-mail', async () => {
    const api = mockApi({ 'POST /api/v1/auth/signup': created });
    const user = userEvent.setup();
    await renderAuthPage('/user/sign-up');
    await screen.findByRole('heading', { name: 'Create your user account' });
    await fillAccount(user);
    await fillProfile(user);
    await user.type(screen.getByLabelText('Bio'), 'I fix things.');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeTruthy();
    expect(screen.getByText('maya@example.com')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/signup')?.body).toEqual({
      firstName: 'Maya',
      lastName: 'Karam',
      username: 'maya.k',
      contactType: 'email',
      email: 'maya@example.com',
      gender: 'Female',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
      categories: [{ label: 'DIY Repairs', value: 'diy-repairs' }],
      languages: [{ label: 'English', value: 'en' }],
      location: { latitude: 25.204812, longitude: 55.2708, address: 'Dubai Marina' },
      bio: 'I fix things.',
      genderPreference: 'NO_PREFERENCE',
      acceptTerms: true,
    });
    expect(useToasts.getState().toasts.map((t) => t.kind)).toEqual(['success']);
  });

  it('signs up by phone: no e-mail field, the phone required, the code step shows the phone', async () => {
    const api = mockApi({
      'POST /api/v1/auth/signup': () => [
        201,
        { statusCode: 201, message: 'Account created. Enter the 6-digit code we sent to your phone.', data: { userId: 'u2', codeSentTo: '+97*********83' } },
      ],
      'POST /api/v1/auth/resendotp': () => [200, { statusCode: 200, message: 'OTP sent successfully', data: {} }],
    });
    const user = userEvent.setup();
    await renderAuthPage('/user/sign-up');
    await screen.findByRole('heading', { name: 'Create your user account' });
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: 'By text message (SMS)' }));
    expect(screen.queryByLabelText('Email')).toBeNull();
    await fillProfile(user);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+971 52-4591783');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeTruthy();
    expect(screen.getByText('+971 52-4591783')).toBeTruthy();
    const body = api.calls.find((c) => c.route === 'POST /api/v1/auth/signup')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ contactType: 'phone', phone: '+971 52-4591783', username: 'maya.k' });
    // The e-mail typed before switching to SMS stays in the form, but is not sent.
    expect(body).not.toHaveProperty('email');
    expect(toastTexts()).toEqual([['success', 'Account created. Enter the 6-digit code we sent to your phone.']]);
  });

  it('keeps the e-mail typed before switching to SMS and back', async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderAuthPage('/user/sign-up');
    await screen.findByRole('heading', { name: 'Create your user account' });
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('radio', { name: 'By text message (SMS)' }));
    expect(screen.getByText(/We text your 6-digit code to this number/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'By email' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('maya@example.com');
  });

  it('shows each "already taken" answer on its field', async () => {
    mockApi({
      'POST /api/v1/auth/signup': () => [
        409,
        {
          statusCode: 409,
          message: ['An account with this email already exists', 'This username is taken'],
          error: 'Conflict',
          code: 'AUTH_EMAIL_TAKEN',
          codes: ['AUTH_EMAIL_TAKEN', 'AUTH_USERNAME_TAKEN'],
        },
      ],
    });
    const user = userEvent.setup();
    await renderAuthPage('/sign-up');
    await screen.findByRole('heading', { name: 'Create your user account' });
    await fillAccount(user);
    await fillProfile(user);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    await screen.findByText('This username is taken');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('An account with this email already exists');
    expect(screen.getByRole('heading', { name: 'Create your user account' })).toBeTruthy();
  });

  it('says "Please enable location and reload the page." when the browser gives no position', async () => {
    mockGeolocation(null);
    mockApi({});
    await renderAuthPage('/sign-up');
    await screen.findByRole('heading', { name: 'Create your user account' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByText('Please enable location and reload the page.')).getAttribute('role')).toBe('alert');
  });

  it('speaks Arabic: labels and contract errors translated', async () => {
    await i18next.changeLanguage('ar');
    mockApi({});
    await renderAuthPage('/sign-up');
    await screen.findByRole('heading', { name: 'أنشئ حساب المستخدم الخاص بك' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('الاسم الأول مطلوب')).toBeTruthy();
    expect(screen.getByText('يجب أن توافق على الشروط والأحكام')).toBeTruthy();
    // The kit's own validation texts keep their translation.
    expect(screen.getByText('البريد الإلكتروني مطلوب')).toBeTruthy();
  });
});

describe('helper sign-up steps', () => {
  it('checks only the account step before moving on, marks the current step, asks for the documents', async () => {
    const api = mockApi({ 'POST /api/v1/auth/signup/helper': created });
    const uploads = mockUploads();
    const user = userEvent.setup();
    await renderAuthPage('/helper/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'Create your helper account' });
    const progress = screen.getByRole('list', { name: 'Sign-up progress' });
    expect(within(progress).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(screen.queryByText('Select at least one category')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Your account' })).toBeTruthy();

    await fillAccount(user, { phone: '+971501234567' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Profile and skills' })).toBeTruthy();
    expect(within(progress).getAllByRole('listitem')[1]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('group', { name: 'What can you help with?' })).toBeTruthy();

    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: ID card and documents' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('ID card is required')).toBeTruthy();
    expect(screen.getByText('Upload at least one document')).toBeTruthy();
    await user.upload(screen.getByLabelText('ID card'), fakeFile('id-card.pdf', 'application/pdf'));
    await user.upload(screen.getByLabelText('Required documents'), [fakeFile('diploma.pdf', 'application/pdf'), fakeFile('cv.pdf', 'application/pdf')]);
    await screen.findByRole('link', { name: 'cv.pdf' });
    await waitFor(() => expect(screen.queryByText('ID card is required')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove diploma.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Review' })).toBeTruthy();
    expect(screen.getByText('Maya Karam')).toBeTruthy();
    expect(screen.getByText('id-card.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must accept terms and conditions')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeTruthy();
    const body = api.calls.find((c) => c.route === 'POST /api/v1/auth/signup/helper')?.body as Record<string, unknown>;
    expect(body.phone).toBe('+971501234567');
    expect(body.categories).toEqual([{ label: 'DIY Repairs', value: 'diy-repairs' }]);
    expect(body.idCard).toBe('00000000-0000-4000-8000-000000000001');
    expect(body.documents).toEqual(['00000000-0000-4000-8000-000000000003']);
    expect(uploads.uploads.map((u) => [u.purpose, u.name])).toEqual([
      ['ID_CARD', 'id-card.pdf'],
      ['DOCUMENT', 'diploma.pdf'],
      ['DOCUMENT', 'cv.pdf'],
    ]);
  });

  it('refuses a document that is not a PDF or is over 10 MB, in English and Arabic', async () => {
    const uploads = mockUploads();
    await renderAuthPage('/helper/sign-up');
    const user = userEvent.setup({ applyAccept: false });
    await fillAccount(user, { phone: '+971501234567' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 3 of 4: ID card and documents' });
    await user.upload(screen.getByLabelText('Required documents'), [
      fakeFile('photo.png', 'image/png'),
      fakeFile('huge.pdf', 'application/pdf', 11 * 1024 * 1024),
    ]);
    expect(await screen.findByText('Only PDF files are allowed')).toBeTruthy();
    expect(screen.getByText('Each document must be at most 10 MB')).toBeTruthy();
    expect(uploads.uploads).toEqual([]);
    await act(() => i18next.changeLanguage('ar'));
    expect(await screen.findByText('يُسمح بملفات PDF فقط')).toBeTruthy();
    expect(screen.getByText('يجب ألا يتجاوز حجم كل مستند 10 ميغابايت')).toBeTruthy();
  });

  it("shows the server's refusal of an upload on its row", async () => {
    mockUploads(() => [400, { statusCode: 400, message: 'Only PDF files are allowed' }]);
    await renderAuthPage('/helper/sign-up');
    const user = userEvent.setup();
    await fillAccount(user, { phone: '+971501234567' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(await screen.findByLabelText('Required documents'), fakeFile('fake.pdf', 'application/pdf'));
    expect(await screen.findByText('Only PDF files are allowed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'fake.pdf' })).toBeNull();
  });
});

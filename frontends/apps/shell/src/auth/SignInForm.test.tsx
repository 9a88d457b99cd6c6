/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { configureHttpClient, TOKEN_KEY, useAppStore, useToasts } from '@helpwire/web-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../test/render-with-providers';
import { cachedUser, currentUser, mockApi, renderAuthPage, setupAuthTexts } from './auth-test-helpers';

async function signIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email or phone'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const session = (role: 'USER' | 'HELPER') =>
  [
    200,
    {
      statusCode: 200,
      message: 'Login successfully',
      data: { token: 'tok-1', user: currentUser({ id: 'u1', roleId: role === 'HELPER' ? 2 : 1, role: { name: role } }) },
    },
  ] as [number, unknown];

beforeAll(async () => {
  await setupAuthTexts();
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('sign-in page', () => {
  it('shows the role, the labelled fields and the links to the other role, sign-up and forgot password', async () => {
    mockApi({});
    await renderAuthPage('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in as a user' })).toBeTruthy();
    expect(screen.getByText(/User account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in as a helper' }).getAttribute('href')).toBe('/helper/sign-in');
    expect(screen.getByRole('link', { name: 'Create a user account' }).getAttribute('href')).toBe('/user/sign-up');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('checks the fields with the contract before calling', async () => {
    const api = mockApi({});
    await renderAuthPage('/user/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a user' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or phone is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email or phone').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);
  });

  it('shows "Invalid email or password" from a 401 and stays on the page (no trip home)', async () => {
    const onUnauthorized = jest.fn();
    configureHttpClient({ onUnauthorized });
    const api = mockApi({ 'POST /api/v1/auth/login': () => [401, { statusCode: 401, message: 'Invalid email or password' }] });
    await renderAuthPage('/user/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a user' });
    await signIn('Nobody@Example.com', 'Wr0ng!pass');

    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect(await within(form).findByText('Invalid email or password')).toBeTruthy();
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toEqual([['error', 'Invalid email or password']]);
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/login')?.body).toEqual({ identifier: 'nobody@example.com', password: 'Wr0ng!pass' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Sign in as a user' })).toBeTruthy();
  });

  it('a helper signs in at /auth/login/helper, keeps the token and lands on the helper dashboard with a green toast', async () => {
    const api = mockApi({ 'POST /api/v1/auth/login/helper': () => session('HELPER') });
    const client = await renderAuthPage('/helper/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a helper' });
    await signIn('+971 50 1234567', 'Str0ng!pass');
    expect(await screen.findByText('helper dashboard')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(useAppStore.getState().auth).toEqual({ role: 'HELPER', token: 'tok-1' });
    expect(cachedUser(client)).toMatchObject({ id: 'u1', role: { name: 'HELPER' } });
    expect(api.calls.some((c) => c.route === 'POST /api/v1/auth/login/helper')).toBe(true);
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toEqual([['success', 'Login successfully']]);
  });

  it('AUTH_EMAIL_NOT_VERIFIED opens the verification step with the e-mail, the text from the bundle by code', async () => {
    // The server's text is in another language: the form routes and translates by the code alone.
    mockApi({
      'POST /api/v1/auth/login': () => [
        422,
        { statusCode: 422, message: 'يرجى تأكيد بريدك الإلكتروني', error: 'Unprocessable Entity', code: 'AUTH_EMAIL_NOT_VERIFIED' },
      ],
    });
    await renderAuthPage('/user/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a user' });
    await signIn('maya@example.com', 'Str0ng!pass');
    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeTruthy();
    expect(screen.getByText('maya@example.com')).toBeTruthy();
    expect(screen.getByLabelText('Digit 1 of 6')).toBeTruthy();
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toContainEqual(['info', 'Please verify your email']);
  });

  it('AUTH_EMAIL_NOT_VERIFIED for a phone sign-in asks to verify the phone number, and the code step shows the number', async () => {
    mockApi({
      'POST /api/v1/auth/login': () => [
        422,
        { statusCode: 422, message: 'Please verify your email', error: 'Unprocessable Entity', code: 'AUTH_EMAIL_NOT_VERIFIED' },
      ],
    });
    await renderAuthPage('/user/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a user' });
    await signIn('+971 52-4591783', 'Str0ng!pass');
    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeTruthy();
    expect(screen.getByText('+971524591783')).toBeTruthy();
    const toasts = useToasts.getState().toasts.map((t) => [t.kind, t.text]);
    expect(toasts).toContainEqual(['info', 'Please verify your phone number']);
    expect(toasts).not.toContainEqual(['info', 'Please verify your email']);
  });

  it('the text "Please verify your email" without its code is only a failure, not the verification step', async () => {
    mockApi({
      'POST /api/v1/auth/login': () => [
        422,
        { statusCode: 422, message: 'Please verify your email', error: 'Unprocessable Entity', code: 'VALIDATION_FAILED' },
      ],
    });
    await renderAuthPage('/user/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a user' });
    await signIn('maya@example.com', 'Str0ng!pass');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect(await within(form).findByText('Please verify your email')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Enter your verification code' })).toBeNull();
  });

  it('AUTH_ROLE_NOT_REGISTERED ("No account found for this role HELPER") offers the user sign-in', async () => {
    mockApi({
      'POST /api/v1/auth/login/helper': () => [
        404,
        { statusCode: 404, message: 'No account found for this role HELPER', error: 'Not Found', code: 'AUTH_ROLE_NOT_REGISTERED' },
      ],
    });
    await renderAuthPage('/helper/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a helper' });
    await signIn('maya@example.com', 'Str0ng!pass');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect(await within(form).findByText('No account found for this role HELPER')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Sign in as a user' }).getAttribute('href')).toBe('/user/sign-in');
  });
});

/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { TOKEN_KEY, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../test/render-with-providers';
import { currentUser, mockApi, renderAuthPage, setupAuthTexts } from './auth-test-helpers';

const pasteCode = (code: string) => fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => code } });
const toastTexts = () => useToasts.getState().toasts.map((t) => [t.kind, t.text]);

beforeAll(async () => {
  await setupAuthTexts();
});

beforeEach(async () => {
  await resetBrowserState();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('verification code step', () => {
  it('verifies the code, keeps the token and opens the role’s dashboard with the green message', async () => {
    const api = mockApi({
      'POST /api/v1/auth/verifyotp': () => [
        200,
        { statusCode: 200, message: 'Verified successfully', data: { token: 'tok-9', user: currentUser({ id: 'u1', roleId: 2, role: { name: 'HELPER' } }) } },
      ],
    });
    await renderAuthPage('/helper/sign-up?step=verify&email=ali%40example.com');
    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeTruthy();
    expect(screen.getByText('ali@example.com')).toBeTruthy();
    pasteCode('123456');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('helper dashboard')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-9');
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/verifyotp')?.body).toEqual({ email: 'ali@example.com', code: '123456' });
    expect(toastTexts()).toEqual([['success', 'Verified successfully']]);
  });

  it('says what is wrong with the code, before and after asking the server', async () => {
    mockApi({ 'POST /api/v1/auth/verifyotp': () => [400, { statusCode: 400, message: 'Invalid or expired code' }] });
    const user = userEvent.setup();
    await renderAuthPage('/sign-up?step=verify&email=ali%40example.com');
    await screen.findByRole('heading', { name: 'Enter your verification code' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP is required')).toBeTruthy();
    pasteCode('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeTruthy();
    pasteCode('654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findAllByText('Invalid or expired code')).toHaveLength(2); // the form and the toast
    expect(screen.getByRole('heading', { name: 'Enter your verification code' })).toBeTruthy();
  });

  it('offers "Resend code" after 60 seconds, then waits again', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    const api = mockApi({ 'POST /api/v1/auth/resendotp': () => [200, { statusCode: 200, message: 'OTP sent successfully', data: {} }] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderAuthPage('/sign-up?step=verify&email=ali%40example.com');
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You can ask for a new code in 60 s.')).toBeTruthy();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect((resend as HTMLButtonElement).disabled).toBe(false);
    await user.click(resend);
    await waitFor(() => expect(toastTexts()).toEqual([['success', 'OTP sent successfully']]));
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/resendotp')?.body).toEqual({ email: 'ali@example.com' });
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the e-mail or phone when the flow does not know it', async () => {
    mockApi({});
    await renderAuthPage('/sign-in?step=verify');
    await screen.findByRole('heading', { name: 'Enter your verification code' });
    expect(screen.getByLabelText('Email or phone')).toBeTruthy();
  });

  it('verifies a code texted to a phone (the flow carries the phone)', async () => {
    const api = mockApi({
      'POST /api/v1/auth/verifyotp': () => [
        200,
        { statusCode: 200, message: 'Verified successfully', data: { token: 'tok-7', user: currentUser({ id: 'u7' }) } },
      ],
    });
    await renderAuthPage('/sign-up?step=verify&phone=%2B971524591783');
    await screen.findByRole('heading', { name: 'Enter your verification code' });
    expect(screen.getByText('+971524591783')).toBeTruthy();
    pasteCode('123456');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('user dashboard')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/verifyotp')?.body).toEqual({ phone: '+971524591783', code: '123456' });
  });
});

describe('forgot and reset password', () => {
  it('sends the code, then resets with the code and the new password, then opens sign-in', async () => {
    const api = mockApi({
      'POST /api/v1/auth/forgot-password': () => [
        200,
        { statusCode: 200, message: 'If an account exists for this email, we have sent a code to reset the password.', data: {} },
      ],
      'POST /api/v1/auth/reset-password': () => [200, { statusCode: 200, message: 'Password reset successfully. Please sign in.', data: {} }],
    });
    const user = userEvent.setup();
    await renderAuthPage('/forgot-password?role=helper');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/helper/sign-in');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email or phone is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email or phone'), 'ali@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByText('ali@example.com')).toBeTruthy();
    pasteCode('112233');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'N3w!password');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in as a helper' })).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/reset-password')?.body).toEqual({
      email: 'ali@example.com',
      code: '112233',
      password: 'N3w!password',
      confirmPassword: 'N3w!password',
    });
    expect(toastTexts().at(-1)).toEqual(['success', 'Password reset successfully. Please sign in.']);
  });
});

/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { renderWithProviders } from '@helpwire/account/testing';
import { Toaster } from '@helpwire/ui';
import { useAppStore, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { resetBrowserState } from '../test/render-with-providers';
import { AuthModal } from './AuthModal';
import { mockApi, setupAuthTexts } from './auth-test-helpers';
import { authTextsReady } from './auth-texts';

const pasteCode = (code: string) => fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => code } });
const toastTexts = () => useToasts.getState().toasts.map((t) => [t.kind, t.text]);
const dialogTitle = () =>
  screen.getByRole('dialog').getAttribute('aria-labelledby') &&
  document.getElementById(screen.getByRole('dialog').getAttribute('aria-labelledby')!)?.textContent;

async function renderModal(view: 'login' | 'forgot_password' = 'login') {
  await act(async () => {
    renderWithProviders(
      <>
        <Suspense fallback={<p>loading</p>}>
          <AuthModal />
        </Suspense>
        <Toaster />
      </>,
      { route: '/' },
    );
  });
  await act(async () => useAppStore.getState().openAuthModal(view, '/service-categories'));
  await textsLoaded();
}

/** Lets the views' texts (awaited with React `use`) resolve inside act. */
const textsLoaded = () =>
  act(async () => {
    await authTextsReady();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

const forgotAnswer = (message: string) => () => [200, { statusCode: 200, message, data: {} }] as [number, unknown];

beforeAll(async () => {
  await setupAuthTexts();
});

beforeEach(async () => {
  await resetBrowserState();
  act(() => useAppStore.getState().closeAuthModal());
});

describe('the auth modal: forgot password, code, new password', () => {
  it('walks from "Forgot password?" to a new password, each view titled, its first field focused, back to the login view', async () => {
    const api = mockApi({
      'POST /api/v1/auth/forgot-password': forgotAnswer('If an account exists for this phone number, we have sent a code to reset the password.'),
      'POST /api/v1/auth/reset-password': () => [200, { statusCode: 200, message: 'Password reset successfully. Please sign in.', data: {} }],
    });
    const user = userEvent.setup();
    await renderModal();
    expect(dialogTitle()).toBe('Welcome back');
    // The first of these views loads the forms' texts (React `use`): the click that opens it runs in act.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      await authTextsReady();
    });
    await textsLoaded();

    expect(await screen.findByLabelText('Email or phone')).toBeTruthy();
    expect(dialogTitle()).toBe('Forgot your password?');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email or phone')));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email or phone is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email or phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid email or phone number')).toBeTruthy();
    await user.clear(screen.getByLabelText('Email or phone'));
    await user.type(screen.getByLabelText('Email or phone'), '+971 52-4591783');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(dialogTitle()).toBe('Enter your code'));
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/forgot-password')?.body).toEqual({ phone: '+971524591783' });
    expect(screen.getByText('+971524591783')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6')));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('OTP is required')).toBeTruthy();
    pasteCode('112233');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(dialogTitle()).toBe('Choose a new password'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    // Back to the code and forward again: the code and the passwords typed are still there.
    await user.click(screen.getByRole('button', { name: 'Back to the code' }));
    await waitFor(() => expect(dialogTitle()).toBe('Enter your code'));
    expect(screen.getByLabelText<HTMLInputElement>('Digit 6 of 6').value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('weak'));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'N3w!password');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(dialogTitle()).toBe('Welcome back'));
    expect(screen.getByRole('link', { name: /User sign in/ }).getAttribute('href')).toBe('/user/sign-in?returnTo=%2Fservice-categories');
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/reset-password')?.body).toEqual({
      phone: '+971524591783',
      code: '112233',
      password: 'N3w!password',
      confirmPassword: 'N3w!password',
    });
    expect(toastTexts().at(-1)).toEqual(['success', 'Password reset successfully. Please sign in.']);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('back from the new password, the resend wait goes on where it was instead of starting again at 60 s', async () => {
    mockApi({ 'POST /api/v1/auth/forgot-password': forgotAnswer('If an account exists for this email, we have sent a code to reset the password.') });
    const user = userEvent.setup();
    await renderModal('forgot_password');
    await user.type(await screen.findByLabelText('Email or phone'), 'ali@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(dialogTitle()).toBe('Enter your code'));
    expect(screen.getByText('You can ask for a new code in 60 s.')).toBeTruthy();
    // 25 s later (the clock moved on while the person chose a new password)…
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 25_000);
    try {
      pasteCode('654321');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(dialogTitle()).toBe('Choose a new password'));
      await user.click(screen.getByRole('button', { name: 'Back to the code' }));
      await waitFor(() => expect(dialogTitle()).toBe('Enter your code'));
      // …the wait shows what is left of it at its next tick, not a new 60 s.
      await waitFor(() => expect(screen.getByText(/You can ask for a new code in 3[45] s\./)).toBeTruthy(), { timeout: 2_500 });
      expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });

  it('sends a refused code back to the code view with the page text, and keeps the e-mail for another try', async () => {
    mockApi({
      'POST /api/v1/auth/forgot-password': forgotAnswer('If an account exists for this email, we have sent a code to reset the password.'),
      'POST /api/v1/auth/reset-password': () => [400, { statusCode: 400, message: 'Invalid or expired code', error: 'Bad Request', code: 'AUTH_CODE_INVALID' }],
    });
    const user = userEvent.setup();
    await renderModal('forgot_password');
    await user.type(await screen.findByLabelText('Email or phone'), 'Ali@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(dialogTitle()).toBe('Enter your code'));
    expect(screen.getByText('ali@example.com')).toBeTruthy();
    pasteCode('654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(dialogTitle()).toBe('Choose a new password'));
    await user.type(screen.getByLabelText('Password'), 'N3w!password');
    await user.type(screen.getByLabelText('Confirm password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(dialogTitle()).toBe('Enter your code'));
    expect(await screen.findAllByText('Invalid or expired code')).toHaveLength(2); // the view and the toast
    await user.click(screen.getByRole('button', { name: 'Use another email or phone' }));
    await waitFor(() => expect(dialogTitle()).toBe('Forgot your password?'));
    expect(screen.getByLabelText<HTMLInputElement>('Email or phone').value).toBe('ali@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(dialogTitle()).toBe('Welcome back'));
  });
});

import type { ForgotPasswordBody, HelperSignUpBody, LoginBody, ResendOtpBody, ResetPasswordBody, SignUpBody, SocialProvider, SocialSignInBody, VerifyOtpBody } from './contracts';
import { apiRequest, storeToken, toast, useAppStore, type CurrentUser, type Envelope, type RoleName } from '@helpwire/ui';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useNavigate } from '@helpwire/libs/router';
import { dashboardPath, type AuthRole } from './auth-paths';
import { translateText } from '@helpwire/account-forms';

export { apiErrorCode, apiMessages, useShowApiError } from '@helpwire/account-forms';

/** The identity calls of the auth pages (all under /api/v1). Errors are shown by the forms, in the reader's language. */
export interface Session {
  token: string;
  user: CurrentUser;
}

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body, toastErrors: false });

export const authApi = {
  signUp: (role: AuthRole, body: SignUpBody | HelperSignUpBody) => post<{ userId: string; codeSentTo: string }>(role === 'helper' ? '/auth/signup/helper' : '/auth/signup', body),
  // A 401 here means wrong credentials, not an ended session: no sign-out, no redirect.
  login: (role: AuthRole, body: LoginBody) =>
    apiRequest<Session>(role === 'helper' ? '/auth/login/helper' : '/auth/login', { method: 'POST', body, toastErrors: false, unauthorizedMeans: 'credentials' }),
  verifyOtp: (body: VerifyOtpBody) => post<Session>('/auth/verifyotp', body),
  resendOtp: (body: ResendOtpBody) => post<Record<string, never>>('/auth/resendotp', body),
  forgotPassword: (body: ForgotPasswordBody) => post<Record<string, never>>('/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordBody) => post<Record<string, never>>('/auth/reset-password', body),
  /** The enabled social providers with their public client ids (none: no buttons). */
  socialProviders: () => apiRequest<unknown>('/auth/providers', { toastErrors: false }),
  // As with login, a 401 means the provider's token was not accepted, not an ended session.
  socialSignIn: (provider: SocialProvider, body: SocialSignInBody) =>
    apiRequest<Session & { created: boolean }>(`/auth/${provider}`, { method: 'POST', body, toastErrors: false, unauthorizedMeans: 'credentials' }),
};

/**
 * After verify or sign-in: keep the token, go to the role's dashboard, and say so in green. The
 * credentials are stored at once (as SessionGate will after /users/find), so the dashboard's role
 * guard already knows the role when it first renders.
 */
export function useStartSession(): (answer: Envelope<Session>) => void {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const setCredentials = useAppStore((s) => s.setCredentials);
  return useCallback(
    (answer: Envelope<Session>) => {
      const { token, user } = answer.data;
      storeToken(token);
      if (user?.role?.name) setCredentials({ user, role: String(user.role.name).toUpperCase() as RoleName, token });
      navigate(dashboardPath(user?.role?.name), { replace: true });
      if (answer.message) toast.success(translateText(t, answer.message));
    },
    [navigate, setCredentials, t],
  );
}

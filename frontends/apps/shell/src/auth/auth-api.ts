import type {
  ForgotPasswordBody,
  HelperSignUpBody,
  LoginBody,
  ResendOtpBody,
  ResetPasswordBody,
  SignUpBody,
  SocialProvider,
  SocialSignInBody,
  VerifyOtpBody,
} from './contracts';
import { api, returnPathOf, type Envelope, type RoleName, type RouteData, routes, storeToken, toast, useAppStore } from '@helpwire/web-core';
import { useQueryClient } from '@helpwire/libs/query';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useLocation, useNavigate } from '@helpwire/libs/router';
import { dashboardPath, type AuthRole } from './auth-paths';
import { setCurrentUser, translateText } from '@helpwire/account';

export { apiErrorCode, apiMessages, useShowApiError } from '@helpwire/account';

/** A signed-in answer (sign-in, code verified, social sign-in): the token and the current user. */
export type Session = RouteData<typeof routes.auth.login>;

const quiet = { toastErrors: false } as const;
// A 401 from a sign-in means wrong credentials (or a provider token not accepted), not an ended session: no sign-out, no redirect.
const signingIn = { toastErrors: false, unauthorizedMeans: 'credentials' } as const;

/** The identity calls of the auth pages (the contracts' route catalogue). Errors are shown by the forms, in the reader's language. */
export const authApi = {
  signUp: (role: AuthRole, body: SignUpBody | HelperSignUpBody) =>
    role === 'helper' ? api(routes.auth.signUpHelper, body as HelperSignUpBody, quiet) : api(routes.auth.signUp, body, quiet),
  login: (role: AuthRole, body: LoginBody) => api(role === 'helper' ? routes.auth.loginHelper : routes.auth.login, body, signingIn),
  verifyOtp: (body: VerifyOtpBody) => api(routes.auth.verifyOtp, body, quiet),
  resendOtp: (body: ResendOtpBody) => api(routes.auth.resendOtp, body, quiet),
  forgotPassword: (body: ForgotPasswordBody) => api(routes.auth.forgotPassword, body, quiet),
  resetPassword: (body: ResetPasswordBody) => api(routes.auth.resetPassword, body, quiet),
  /** The enabled social providers with their public client ids (none: no buttons). */
  socialProviders: () => api(routes.auth.providers, undefined, quiet),
  socialSignIn: (provider: SocialProvider, body: SocialSignInBody) => api(routes.auth[provider], body, signingIn),
};

/**
 * After verify or sign-in: keep the token, go back where the visitor was going (`?returnTo=`, a
 * relative path of this site) or else to the role's dashboard, and say so in green. The
 * role and token are stored and the user put in the query cache at once (as SessionGate would
 * after /users/find), so the dashboard's role guard already knows the role when it first renders.
 */
export function useStartSession(): (answer: Envelope<Session>) => void {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const setCredentials = useAppStore((s) => s.setCredentials);
  return useCallback(
    (answer: Envelope<Session>) => {
      const { token, user } = answer.data;
      storeToken(token);
      setCurrentUser(queryClient, user);
      setCredentials({ role: user.role.name.toUpperCase() as RoleName, token });
      navigate(returnPathOf(search) ?? dashboardPath(user.role.name), { replace: true });
      if (answer.message) toast.success(translateText(t, answer.message));
    },
    [navigate, search, queryClient, setCredentials, t],
  );
}

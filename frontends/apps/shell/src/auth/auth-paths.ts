import { withReturnPath } from '@helpwire/web-core';

/** The auth pages of spec §2 and where each flow goes next. */
export type AuthRole = 'user' | 'helper';
export type AuthScreen = 'sign-in' | 'sign-up' | 'forgot' | 'verify' | 'reset';

/** Pages that work without an account, in the shell's own forms. /auth/callback: where a social sign-in popup returns. */
export const AUTH_PATHS: readonly string[] = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/user/sign-in',
  '/user/sign-up',
  '/helper/sign-in',
  '/helper/sign-up',
  '/auth/callback',
];

export const isAuthPath = (pathname: string) => AUTH_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Which screen a path and its `?step=` show: /sign-in and /user/sign-in are the user's. */
export function authScreenOf(pathname: string, search: string): { screen: AuthScreen; role: AuthRole } {
  const path = pathname.replace(/\/+$/, '');
  const params = new URLSearchParams(search);
  const step = params.get('step');
  const role: AuthRole = path.startsWith('/helper/') || params.get('role') === 'helper' ? 'helper' : 'user';
  if (path.endsWith('/forgot-password')) return { screen: step === 'reset' ? 'reset' : 'forgot', role };
  if (step === 'verify') return { screen: 'verify', role };
  return { screen: path.endsWith('sign-up') ? 'sign-up' : 'sign-in', role };
}

/** The sign-in and sign-up pages of a role, carrying where to return once signed in (a safe relative path only); /admin/sign-in is the admin console's. */
export const signInPath = (role: AuthRole | 'admin', returnTo?: string) => withReturnPath(`/${role}/sign-in`, returnTo);
export const signUpPath = (role: AuthRole, returnTo?: string) => withReturnPath(`/${role}/sign-up`, returnTo);
/** The code check of the same page, still carrying where to return. */
export const verifyStepPath = (pathname: string, returnTo?: string) => withReturnPath(`${pathname}?step=verify`, returnTo);
export const forgotPasswordPath = (role: AuthRole) => (role === 'helper' ? '/forgot-password?role=helper' : '/forgot-password');
export const resetPasswordPath = (role: AuthRole) => (role === 'helper' ? '/forgot-password?step=reset&role=helper' : '/forgot-password?step=reset');
export const otherRole = (role: AuthRole): AuthRole => (role === 'helper' ? 'user' : 'helper');

/** After a session starts (when there is nowhere to return to): the helper dashboard for helpers, the user dashboard for everyone else. */
export function dashboardPath(roleName: string | undefined): string {
  return String(roleName ?? '').toUpperCase() === 'HELPER' ? '/helper/dashboard' : '/dashboard';
}

/**
 * Router state carried between the steps of a flow (never in the URL, so no e-mail or phone in
 * history): the e-mail, or the phone of an account reached by SMS.
 */
export interface FlowState {
  email?: string;
  phone?: string;
}

/** The state that carries a request body's contact (`{ email }` or `{ phone }`) to the next step. */
export const flowStateOf = (body: { email?: string | undefined; phone?: string | undefined }): FlowState =>
  body.email ? { email: body.email } : body.phone ? { phone: body.phone } : {};

/** The e-mail or phone a flow step continues with: router state first, then `?email=` or `?phone=` (links from messages). */
export function flowContact(state: unknown, search: string): string {
  const flow = state as FlowState | null;
  const params = new URLSearchParams(search);
  return flow?.email ?? flow?.phone ?? params.get('email') ?? params.get('phone') ?? '';
}

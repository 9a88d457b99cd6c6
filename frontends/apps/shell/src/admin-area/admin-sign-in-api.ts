import type { AdminChallenge, EnrolledAdminSession, Session } from '@helpwire/contracts';
import { setCurrentUser } from '@helpwire/account/current-user';
import { useQueryClient } from '@helpwire/libs/query';
import { useLocation, useNavigate } from '@helpwire/libs/router';
import { apiRequest, returnPathOf, storeToken, useAppStore, type RoleName } from '@helpwire/web-core';
import { useCallback } from 'react';

/**
 * The admin's sign-in with a second factor (issue 24, decision 0064): the password answers a
 * challenge, never a session — TOTP (a code of the authenticator app, or a recovery code) or, the
 * first time, ENROLL (the secret to add to the app, whose first code turns it on and answers the
 * recovery codes once). Called by path with the contracts' types: the route catalogue would bring
 * zod and the schemas into the sign-in chunk for nothing the page validates.
 */
export const ADMIN_LOGIN_PATH = '/auth/login/admin';

export type SecondFactor = AdminChallenge;
export type AdminSession = Session;
export type EnrolledSession = EnrolledAdminSession;
export type CodeBody = { challenge: string; code: string } | { challenge: string; recoveryCode: string };

// A 401 here means a wrong password or code, not an ended session; the steps say what failed.
const signingIn = { method: 'POST', toastErrors: false, unauthorizedMeans: 'credentials' } as const;

export const adminSignInApi = {
  password: (body: { identifier: string; password: string }) => apiRequest<AdminChallenge>(ADMIN_LOGIN_PATH, { ...signingIn, body }),
  totp: (body: CodeBody) => apiRequest<Session>(`${ADMIN_LOGIN_PATH}/totp`, { ...signingIn, body }),
  enroll: (body: { challenge: string; code: string }) => apiRequest<EnrolledAdminSession>(`${ADMIN_LOGIN_PATH}/totp/enroll`, { ...signingIn, body }),
  /** An invited admin (decision 0083): the e-mailed code and a new password answer the ENROLL step. */
  invitation: (body: { email: string; code: string; password: string; confirmPassword: string }) =>
    apiRequest<AdminChallenge>(`${ADMIN_LOGIN_PATH}/invitation`, { ...signingIn, body }),
};

/**
 * Starts the admin's session as every session starts (the token under the spec's key, the user in
 * the query cache, the role in the store), then goes where the admin was going, else the console's
 * overview.
 */
export function useStartAdminSession(): (session: AdminSession) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const setCredentials = useAppStore((s) => s.setCredentials);
  return useCallback(
    ({ token, user }: AdminSession) => {
      storeToken(token);
      setCurrentUser(queryClient, user);
      setCredentials({ role: user.role.name.toUpperCase() as RoleName, token });
      navigate(returnPathOf(search) ?? '/admin', { replace: true });
    },
    [navigate, search, queryClient, setCredentials],
  );
}

/** The secret as people copy it: groups of four, e.g. "JBSW Y3DP EHPK 3PXP". */
export const groupedSecret = (secret: string) => (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');

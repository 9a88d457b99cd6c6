import type { Category, ChangePasswordBody, DeleteAccountBody, HelperProfileUpdateBody, ProfileUpdateBody, RegisterRoleBody, VerifyOtpBody } from '@helpwire/contracts';
import { apiRequest, readToken, removeToken, useAppStore, type CurrentUser, type RoleName } from '@helpwire/ui';
import { useQuery, useQueryClient } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { useCallback } from 'react';
import type { AccountRole } from './fields/roles';

/** The account calls of the profile page and the role forms (all under /api/v1); forms show the errors. */
const area = (role: AccountRole) => (role === 'helper' ? '/helpers' : '/users');
const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) => apiRequest<T>(path, { method, body, toastErrors: false });

export interface ProfileUpdateAnswer {
  user: CurrentUser;
  /** Set when the e-mail changed: the change waits for the code sent to this address. */
  emailCodeSentTo?: string;
}

export const accountApi = {
  updateProfile: (role: AccountRole, body: ProfileUpdateBody | HelperProfileUpdateBody) => send<ProfileUpdateAnswer>('PUT', `${area(role)}/update`, body),
  // A wrong current password is not an ended session: no sign-out on 401.
  changePassword: (role: AccountRole, body: ChangePasswordBody) =>
    apiRequest<Record<string, never>>(`${area(role)}/changePassword`, { method: 'POST', body, toastErrors: false, unauthorizedMeans: 'credentials' }),
  // A wrong password here is not an ended session: no sign-out on 401.
  deleteAccount: (role: AccountRole, body: DeleteAccountBody) =>
    apiRequest<Record<string, never>>(`${area(role)}/delete`, { method: 'DELETE', body, toastErrors: false, unauthorizedMeans: 'credentials' }),
  setAvailability: (isAvailable: boolean) => send<unknown>('PUT', '/helpers/available', { isAvailable }),
  registerRole: (body: RegisterRoleBody) => send<{ token: string; user: CurrentUser }>('POST', '/auth/register-role', body),
  verifyEmailCode: (body: VerifyOtpBody) => send<{ token?: string; user?: CurrentUser } | null>('POST', '/auth/verifyotp', body),
};

/** The role name of a user as the store keeps it (USER, HELPER). */
export const roleNameOf = (user: CurrentUser | null | undefined): RoleName => (String(user?.role?.name ?? '').toUpperCase() === 'HELPER' ? 'HELPER' : 'USER');

/**
 * Reads the current user again (GET /users/find) and stores it, as the session start does; the
 * shell's cached copy is marked stale too. Answers the fresh user.
 */
export function useRefreshCurrentUser(): () => Promise<CurrentUser | null> {
  const queryClient = useQueryClient();
  const setCredentials = useAppStore((s) => s.setCredentials);
  return useCallback(async () => {
    const token = readToken();
    if (!token) return null;
    const user = (await apiRequest<CurrentUser>('/users/find', { toastErrors: false })).data;
    setCredentials({ user, role: roleNameOf(user), token });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    return user;
  }, [queryClient, setCredentials]);
}

export const SIGN_OUT_REDIRECT_DELAY_MS = 800;

/**
 * Clears the session like Log Out does (spec §4): cache, stored token and lastTokenHandled now;
 * after 800 ms the credentials, then home as a fresh page.
 */
export function useEndSession(): () => void {
  const queryClient = useQueryClient();
  const clearCredentials = useAppStore((s) => s.clearCredentials);
  return useCallback(() => {
    queryClient.clear();
    removeToken();
    setTimeout(() => {
      clearCredentials();
      window.location.assign('/');
    }, SIGN_OUT_REDIRECT_DELAY_MS);
  }, [queryClient, clearCredentials]);
}

/**
 * The help categories a person picks on sign-up and in the profile (the top-level ones, in the
 * reader's language); the public site's category list shares the cache entry.
 */
export function useCategoryChoices() {
  const { language } = useTranslation('account-forms').i18n;
  return useQuery({
    queryKey: ['categories', language],
    queryFn: async () => (await apiRequest<Category[]>('/category/getNonSubCategories', { toastErrors: false })).data,
    staleTime: 5 * 60_000,
  });
}

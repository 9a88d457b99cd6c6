import type { ChangePasswordBody, DeleteAccountBody, HelperProfileUpdateBody, ProfileUpdateBody, RegisterRoleBody, VerifyOtpBody } from '@helpwire/contracts';
import { api, removeToken, routes, useAppStore } from '@helpwire/web-core';
import { useQuery, useQueryClient } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { useCallback } from 'react';
import type { AccountRole } from './fields/roles';

export { roleNameOf, useRefreshCurrentUser } from './current-user';

/** The account calls of the profile page and the role forms (the contracts' route catalogue); forms show the errors. */
const area = (role: AccountRole) => (role === 'helper' ? routes.helpers : routes.users);
const quiet = { toastErrors: false } as const;

export const accountApi = {
  updateProfile: (role: AccountRole, body: ProfileUpdateBody | HelperProfileUpdateBody) =>
    role === 'helper' ? api(routes.helpers.update, body as HelperProfileUpdateBody, quiet) : api(routes.users.update, body, quiet),
  // A wrong current password is not an ended session: no sign-out on 401.
  changePassword: (role: AccountRole, body: ChangePasswordBody) => api(area(role).changePassword, body, { ...quiet, unauthorizedMeans: 'credentials' }),
  // A wrong password here is not an ended session: no sign-out on 401.
  deleteAccount: (role: AccountRole, body: DeleteAccountBody) => api(area(role).delete, body, { ...quiet, unauthorizedMeans: 'credentials' }),
  setAvailability: (isAvailable: boolean) => api(routes.helpers.available, { isAvailable }, quiet),
  registerRole: (body: RegisterRoleBody) => api(routes.auth.registerRole, body, quiet),
  verifyEmailCode: (body: VerifyOtpBody) => api(routes.auth.verifyOtp, body, quiet),
};

export const SIGN_OUT_REDIRECT_DELAY_MS = 800;

/**
 * Clears the session like Log Out does (spec §4): cache (the current user with it), stored token
 * and lastTokenHandled now; after 800 ms the credentials, then home as a fresh page.
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
    queryFn: async () => (await api(routes.categories.topLevel, undefined, quiet)).data,
    staleTime: 5 * 60_000,
  });
}

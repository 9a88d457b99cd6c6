/**
 * `@helpwire/account/current-user`: the signed-in person (spec §3 current user), kept in one
 * place only, the query cache under CURRENT_USER_KEY. Small and free of forms and zod, so the
 * shell's first bundle may import it (SessionGate, the header); the role and token of the session
 * stay in the web core's store, the user does not.
 */
import type { CurrentUser } from '@helpwire/contracts';
import { api, ApiError, readToken, type RoleName, routes, useAppStore } from '@helpwire/web-core';
import { useQuery, useQueryClient, type QueryClient } from '@helpwire/libs/query';
import { useCallback } from 'react';

export type { CurrentUser };

/** The one query key of the current user. */
export const CURRENT_USER_KEY = ['me'] as const;

/**
 * Whether a failed session start is the server's answer about the session (spec §4: the token goes),
 * rather than the server being out of reach: no answer, a 5xx (its session check could not be made,
 * decision 0038) or a 429 say nothing about the session, and the person stays signed in.
 */
export function sessionRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status !== null && error.status < 500 && error.status !== 429;
}

/** GET /users/find, refetched on window focus; retried (3 times, backing off) unless the server refused the session (spec §4). */
export const currentUserQuery = {
  queryKey: CURRENT_USER_KEY,
  queryFn: async (): Promise<CurrentUser> => (await api(routes.users.find, undefined, { toastErrors: false })).data,
  refetchOnWindowFocus: true,
  retry: (failures: number, error: unknown) => !sessionRefused(error) && failures < 3,
};

/** The current user query (enabled while a token is stored): SessionGate watches its failures. */
export function useCurrentUserQuery() {
  return useQuery({ ...currentUserQuery, enabled: !!readToken() });
}

/** The signed-in person, or null (signed out, or not read yet). */
export function useCurrentUser(): CurrentUser | null {
  return useCurrentUserQuery().data ?? null;
}

/** The role name of a user as the store keeps it (USER, HELPER). */
export const roleNameOf = (user: Pick<CurrentUser, 'role'> | null | undefined): RoleName =>
  String(user?.role?.name ?? '').toUpperCase() === 'HELPER' ? 'HELPER' : 'USER';

/** Puts a user the server just answered (sign-in, profile update, new role) in the cache. */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** The session ended: no one is signed in any more. */
export function forgetCurrentUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
}

/**
 * Reads the current user again (GET /users/find) into the cache and the session's role and token
 * into the store, as the session start does. Answers the fresh user.
 */
export function useRefreshCurrentUser(): () => Promise<CurrentUser | null> {
  const queryClient = useQueryClient();
  const setCredentials = useAppStore((s) => s.setCredentials);
  return useCallback(async () => {
    const token = readToken();
    if (!token) return null;
    const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    setCredentials({ role: roleNameOf(user), token });
    return user;
  }, [queryClient, setCredentials]);
}

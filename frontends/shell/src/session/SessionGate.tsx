import { forgetCurrentUser, useCurrentUserQuery } from '@helpwire/account-forms/current-user';
import { useQueryClient } from '@helpwire/libs/query';
import { ApiError, readToken, removeToken, useAppStore, type RoleName } from '@helpwire/ui';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@helpwire/libs/router';
import { PageSkeleton } from '../remotes/RemoteArea';

/**
 * Session start (spec §4): with a stored token, the current user is fetched at start and on window
 * focus, with retry; a loader shows until the first answer. On success the role and token are
 * stored (the user stays in the query cache, useCurrentUser); a failure the server answered removes
 * the token and goes home.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = readToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setCredentials = useAppStore((s) => s.setCredentials);
  const clearCredentials = useAppStore((s) => s.clearCredentials);
  const me = useCurrentUserQuery();

  useEffect(() => {
    // The role as the server names it: one that is neither USER nor HELPER is refused by the guards.
    if (me.data && token) setCredentials({ role: me.data.role.name.toUpperCase() as RoleName, token });
  }, [me.data, token, setCredentials]);

  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status !== null) {
      removeToken();
      clearCredentials();
      forgetCurrentUser(queryClient);
      navigate('/');
    }
  }, [me.error, clearCredentials, queryClient, navigate]);

  const stored = useAppStore((s) => s.auth.token);
  // Until the answer is in the store: a guarded page must not judge a session it has not seen yet.
  if (token && (me.isPending || (me.data && stored !== token))) return <PageSkeleton />;
  return <>{children}</>;
}

import { forgetCurrentUser, sessionRefused, useCurrentUserQuery } from '@helpwire/account/current-user';
import { useQueryClient } from '@helpwire/libs/query';
import { readToken, removeToken, useAppStore, type RoleName } from '@helpwire/web-core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from '@helpwire/libs/router';
import { PageSkeleton } from '../remotes/RemoteArea';
// Rarely needed: loads when the session cannot be checked, not with `/` (decision 0006's budget).
const SessionUnreachable = lazy(() => import('./SessionUnreachable').then((module) => ({ default: module.SessionUnreachable })));

/**
 * Session start (spec §4): with a stored token, the current user is fetched at start and on window
 * focus, with retry; a loader shows until the first answer. On success the role and token are
 * stored (the user stays in the query cache, useCurrentUser). When the server refuses the session
 * the token goes and the app goes home; when it cannot be reached or cannot check the session now
 * (no answer, 5xx, 429: decision 0038) the person stays signed in and is told it is the connection.
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
    if (sessionRefused(me.error)) {
      removeToken();
      clearCredentials();
      forgetCurrentUser(queryClient);
      navigate('/');
    }
  }, [me.error, clearCredentials, queryClient, navigate]);

  const stored = useAppStore((s) => s.auth.token);
  // Never read yet and out of reach: not a sign-out, a connection problem with a way to try again.
  if (token && me.isError && !me.data && !sessionRefused(me.error))
    return (
      <Suspense fallback={<PageSkeleton />}>
        <SessionUnreachable retrying={me.isFetching} onRetry={me.refetch} />
      </Suspense>
    );
  // Until the answer is in the store: a guarded page must not judge a session it has not seen yet.
  if (token && (me.isPending || (me.data && stored !== token))) return <PageSkeleton />;
  return <>{children}</>;
}

import { ApiError, apiRequest, readToken, removeToken, useAppStore, type CurrentUser, type RoleName } from '@helpwire/ui';
import { useQuery } from '@helpwire/libs/query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@helpwire/libs/router';
import { PageSkeleton } from '../remotes/RemoteArea';

/**
 * Session start (spec §4): with a stored token, the current user is fetched at start and on window
 * focus, with retry; a loader shows until the first answer. On success role, token and user are
 * stored; a failure the server answered removes the token and goes home.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = readToken();
  const navigate = useNavigate();
  const setCredentials = useAppStore((s) => s.setCredentials);
  const clearCredentials = useAppStore((s) => s.clearCredentials);
  const me = useQuery({
    queryKey: ['me', token],
    queryFn: async () => (await apiRequest<CurrentUser>('/users/find', { toastErrors: false })).data,
    enabled: !!token,
    refetchOnWindowFocus: true,
    retry: (failures, error) => !(error instanceof ApiError && error.status !== null) && failures < 3,
  });

  useEffect(() => {
    if (me.data && token) {
      const name = String(me.data.role?.name ?? '').toUpperCase();
      setCredentials({ user: me.data, role: name as RoleName, token });
    }
  }, [me.data, token, setCredentials]);

  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status !== null) {
      removeToken();
      clearCredentials();
      navigate('/');
    }
  }, [me.error, clearCredentials, navigate]);

  const stored = useAppStore((s) => s.auth.token);
  // Until the answer is in the store: a guarded page must not judge a session it has not seen yet.
  if (token && (me.isPending || (me.data && stored !== token))) return <PageSkeleton />;
  return <>{children}</>;
}

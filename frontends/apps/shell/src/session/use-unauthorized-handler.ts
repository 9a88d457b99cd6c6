import { forgetCurrentUser } from '@helpwire/account/current-user';
import { useQueryClient } from '@helpwire/libs/query';
import { useNavigate } from '@helpwire/libs/router';
import { configureHttpClient } from '@helpwire/web-core';
import { useEffect } from 'react';

/**
 * What a 401 from any call means (the session ended; the web core's client has already removed the
 * token and the store's credentials): no one is signed in any more, so the current user leaves the
 * query cache, and home.
 */
export function useUnauthorizedHandler(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      configureHttpClient({
        onUnauthorized: () => {
          forgetCurrentUser(queryClient);
          navigate('/');
        },
      }),
    [navigate, queryClient],
  );
}

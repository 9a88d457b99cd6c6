import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@helpwire/libs/router';

/**
 * One query-string parameter of the current URL, and a setter that keeps the others.
 * Built on useLocation/useNavigate rather than useSearchParams: the shell provides react-router
 * as a tree-shaken shared singleton that only carries the exports the shell itself uses.
 */
export function useQueryParam(name: string): [string | undefined, (value: string | undefined, options?: { replace?: boolean }) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const value = useMemo(() => new URLSearchParams(search).get(name) || undefined, [search, name]);
  const setValue = useCallback(
    (next: string | undefined, options?: { replace?: boolean }) => {
      const params = new URLSearchParams(search);
      if (next) params.set(name, next);
      else params.delete(name);
      const query = params.toString();
      navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [navigate, pathname, search, hash, name],
  );
  return [value, setValue];
}

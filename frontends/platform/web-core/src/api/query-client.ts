import { QueryClient } from '@helpwire/libs/query';
import { ApiError } from './http-client';

/** Server state: failed queries retry twice unless the server answered with a client error. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

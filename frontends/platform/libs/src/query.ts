// The TanStack Query API the web apps use, shared as one singleton (see router.ts for why a subset).
export { keepPreviousData, QueryClient, QueryClientProvider, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, type RouteData } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

export type FlaggedCall = RouteData<typeof adminRoutes.admin.flags>[number];
export type FlagState = 'open' | 'reviewed';
export type Side = FlaggedCall['flag']['side'];
/** How a closed flag was closed (the closed list's filter). */
export type FlagOutcome = NonNullable<FlaggedCall['review']>['outcome'];

export const FLAG_STATES: readonly FlagState[] = ['open', 'reviewed'];
export const FLAG_OUTCOME_FILTERS: readonly FlagOutcome[] = ['DISMISSED', 'WARNED', 'BANNED'];
export const FLAGS_PER_PAGE = 20;

/** One page of the flags raised after calls: open ones oldest first (the queue), or the closed ones (of one outcome when given). */
export function useFlags(state: FlagState, page: number, outcome?: FlagOutcome) {
  return useQuery({
    queryKey: ['admin', 'flags', state, page, outcome ?? 'all'],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await api(adminRoutes.admin.flags, { state, page, limit: FLAGS_PER_PAGE, outcome }, { toastErrors: false });
      return { flags: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
  });
}

/** Dismisses a flag with the admin's note (it needs nothing); the queues are read again after. */
export function useDismissFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { callId: string; side: Side; note: string }) => (await api(adminRoutes.admin.dismissFlag, body, { toastErrors: false })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'flags'] }),
  });
}

/**
 * Warns the account a flag names (the reason is the warning they get, in-app and by e-mail) or bans it
 * (no sign-in, every session ended), and closes the flag with that outcome, in one request (decision
 * 0082); sending it again after a failure completes it without acting twice. The queues are read again after.
 */
export function useActOnFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { callId: string; side: Side; action: 'WARN' | 'BAN'; reason: string }) =>
      (await api(adminRoutes.admin.actOnFlag, body, { toastErrors: false })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'flags'] }),
  });
}

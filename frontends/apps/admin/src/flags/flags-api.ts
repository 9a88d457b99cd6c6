import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, type RouteData } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

export type FlaggedCall = RouteData<typeof adminRoutes.admin.flags>[number];
export type FlagState = 'open' | 'reviewed';
export type Side = FlaggedCall['flag']['side'];

export const FLAG_STATES: readonly FlagState[] = ['open', 'reviewed'];
export const FLAGS_PER_PAGE = 20;

/** One page of the flags raised after calls: open ones oldest first (the queue), or the reviewed ones. */
export function useFlags(state: FlagState, page: number) {
  return useQuery({
    queryKey: ['admin', 'flags', state, page],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await api(adminRoutes.admin.flags, { state, page, limit: FLAGS_PER_PAGE }, { toastErrors: false });
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

/** Warns the account a flag names (the reason is the warning they get), or bans it (suspends: no sign-in, every session ended). */
export function useSanction() {
  return useMutation({
    mutationFn: async ({ kind, account, reason }: { kind: 'warn' | 'ban'; account: string; reason: string }) =>
      (await api(kind === 'warn' ? adminRoutes.admin.warnAccount : adminRoutes.admin.suspendAccount, { account, reason }, { toastErrors: false })).data,
  });
}

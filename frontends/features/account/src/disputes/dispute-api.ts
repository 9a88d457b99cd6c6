import type { CreateDisputeBody } from '@helpwire/contracts';
import { api, routes } from '@helpwire/web-core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';

export type DisputeSide = 'USER' | 'HELPER';

export const DISPUTE_PAGE_SIZE = 10;
/** How many recent calls the form offers. */
const RECENT_CALLS = 20;
const disputesKey = (side: DisputeSide) => ['disputes', side] as const;

/** The side's disputes (GET /dispute/user or /dispute/helper), newest first, one page at a time. */
export function useDisputes(side: DisputeSide, page: number) {
  return useQuery({
    queryKey: [...disputesKey(side), page],
    queryFn: async () => {
      const answer = await api(side === 'USER' ? routes.dispute.user : routes.dispute.helper, { page, limit: DISPUTE_PAGE_SIZE }, { toastErrors: false });
      return { disputes: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
    placeholderData: keepPreviousData,
  });
}

/** The caller's recent calls (the call history), for the form's call picker. */
export function useRecentCalls(side: DisputeSide) {
  return useQuery({
    queryKey: ['call-history', side, 'for-dispute'],
    queryFn: async () =>
      (await api(side === 'USER' ? routes.users.callHistory : routes.helpers.callHistory, { page: 1, limit: RECENT_CALLS }, { toastErrors: false })).data,
  });
}

/** POST /dispute/create; the list is read again after. */
export function useCreateDispute(side: DisputeSide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDisputeBody) => (await api(routes.dispute.create, body, { toastErrors: false })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: disputesKey(side) }),
  });
}

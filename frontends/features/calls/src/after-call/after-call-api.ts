import type { CallHistoryItem } from '@helpwire/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, routes } from '@helpwire/web-core';

export type CallSide = 'USER' | 'HELPER';

export interface HistoryFilters {
  from?: string;
  to?: string;
  categoryId?: string;
}

export const HISTORY_PAGE_SIZE = 10;
const historyKey = (side: CallSide) => ['call-history', side] as const;

/** A side's ended calls (GET /users/call-history or /helpers/call-history), one page at a time. */
export function useCallHistory(side: CallSide, filters: HistoryFilters, page: number) {
  return useQuery({
    queryKey: [...historyKey(side), filters, page],
    queryFn: async () => {
      const query = { page, limit: HISTORY_PAGE_SIZE, ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) };
      const answer = await api(side === 'USER' ? routes.users.callHistory : routes.helpers.callHistory, query, { toastErrors: false });
      return { calls: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
    placeholderData: keepPreviousData,
  });
}

/** One past call by its reference (the after-call dialog and the history's details). */
export function useCallHistoryItem(side: CallSide, callId: string | null) {
  return useQuery({
    queryKey: [...historyKey(side), 'one', callId],
    enabled: callId !== null,
    queryFn: async (): Promise<CallHistoryItem> =>
      (await api(side === 'USER' ? routes.users.callHistoryById : routes.helpers.callHistoryById, { id: callId! }, { toastErrors: false })).data,
  });
}

/** After any write about a call, both the list and the call itself are read again. */
function useRefreshHistory(side: CallSide) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: historyKey(side) });
}

export function useGiveReview(side: CallSide) {
  const refresh = useRefreshHistory(side);
  return useMutation({
    mutationFn: async (body: { callId: string; rating?: number; review?: string }) =>
      (await api(side === 'USER' ? routes.feedback.giveReviewToHelper : routes.feedback.giveReviewToUser, body)).data,
    onSuccess: refresh,
  });
}

export function useGiveFeedback(side: CallSide) {
  const refresh = useRefreshHistory(side);
  return useMutation({
    mutationFn: async (body: { callId: string; type: 'POSITIVE' | 'NEGATIVE' }) => (await api(routes.feedback.giveFeedback, body)).data,
    onSuccess: refresh,
  });
}

export function useFlag(side: CallSide) {
  const refresh = useRefreshHistory(side);
  return useMutation({
    mutationFn: async (body: { callId: string; reason?: string; isFlagged?: boolean }) => {
      if (body.isFlagged === false) return (await api(side === 'USER' ? routes.users.updateFlag : routes.helpers.updateFlag, body)).data;
      return (await api(side === 'USER' ? routes.users.flag : routes.helpers.flag, { callId: body.callId, reason: body.reason ?? '' })).data;
    },
    onSuccess: refresh,
  });
}

/** The helper's notes, saved summary and draft (GET /notes/draft). */
export function useSummaryDraft(callId: string) {
  return useQuery({ queryKey: ['call-notes', callId], queryFn: async () => (await api(routes.notes.draft, { callId }, { toastErrors: false })).data });
}

export function useAddNote(callId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => (await api(routes.notes.create, { callId, note })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['call-notes', callId] }),
  });
}

export function useSaveSummary(callId: string) {
  const refresh = useRefreshHistory('HELPER');
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { summary: string; steps: string[] }) => (await api(routes.notes.saveSummary, { callId, ...body })).data,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['call-notes', callId] });
      await refresh();
    },
  });
}

import type { CallTotals, Tab, TransactionPage, TransactionRange, TransactionStatus } from '@helpwire/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, routes } from '@helpwire/web-core';

export interface TransactionFilters {
  range?: TransactionRange;
  status?: TransactionStatus;
}

export const TRANSACTIONS_PAGE_SIZE = 10;
const TRANSACTIONS_KEY = ['transactions'] as const;
const TAB_KEY = ['payment', 'tab'] as const;

/** The caller's transactions (GET /transaction/all), one page at a time. */
export function useTransactions(filters: TransactionFilters, page: number) {
  return useQuery({
    queryKey: [...TRANSACTIONS_KEY, filters, page],
    queryFn: async (): Promise<TransactionPage> =>
      (await api(routes.transaction.all, { ...filters, page, limit: TRANSACTIONS_PAGE_SIZE }, { toastErrors: false })).data,
    placeholderData: keepPreviousData,
  });
}

/** The calls' totals of a range (a home's "this month": spent or earned, calls, seconds): one line's page, its totals only. */
export function useCallTotals(range: TransactionRange) {
  return useQuery({
    queryKey: [...TRANSACTIONS_KEY, 'totals', range],
    queryFn: async (): Promise<CallTotals> => (await api(routes.transaction.all, { range, page: 1, limit: 1 }, { toastErrors: false })).data.callTotals,
  });
}

/** The user's tab (GET /payment/tab): owed, and whether a failed charge blocks new calls. */
export function useTab() {
  return useQuery({ queryKey: TAB_KEY, queryFn: async (): Promise<Tab> => (await api(routes.payment.tab, undefined, { toastErrors: false })).data });
}

/** "Pay now" (POST /payment/pay-tab): the tab and the transactions are read again whatever the outcome. */
export function usePayTab() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api(routes.payment.payTab, {}, { toastErrors: false })).data,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: TAB_KEY }), client.invalidateQueries({ queryKey: TRANSACTIONS_KEY })]),
  });
}

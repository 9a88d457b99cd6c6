import type { AnalyticsPeriod, EarningSeries, TotalAnalytics } from '@helpwire/contracts';
import { api, routes } from '@helpwire/web-core';
import { keepPreviousData, useQuery } from '@helpwire/libs/query';

/** The helper's overview (GET /helpers/totalAnalytics): wallet, totals, rating. */
export function useTotalAnalytics() {
  return useQuery({
    queryKey: ['helper-analytics', 'total'],
    queryFn: async (): Promise<TotalAnalytics> => (await api(routes.helpers.totalAnalytics, undefined, { toastErrors: false })).data,
  });
}

/** Earnings, calls and talk time per day, month or year (GET /helpers/earningAnalytics). */
export function useEarningSeries(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: ['helper-analytics', 'series', period],
    queryFn: async (): Promise<EarningSeries> => (await api(routes.helpers.earningAnalytics, { period }, { toastErrors: false })).data,
    placeholderData: keepPreviousData,
  });
}

/** The analytics periods (spec §2: daily, monthly, yearly) and their buckets, in UTC. */
export type AnalyticsPeriod = 'DAILY' | 'MONTHLY' | 'YEARLY';

const SPAN: Record<AnalyticsPeriod, number> = { DAILY: 30, MONTHLY: 12, YEARLY: 5 };
export const TRUNC_UNIT: Record<AnalyticsPeriod, 'day' | 'month' | 'year'> = { DAILY: 'day', MONTHLY: 'month', YEARLY: 'year' };

/** The start of every bucket of the period ending with the one `now` is in, oldest first. */
export function bucketStarts(period: AnalyticsPeriod, now: Date): Date[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  return Array.from({ length: SPAN[period] }, (_, i) => {
    const back = SPAN[period] - 1 - i;
    if (period === 'DAILY') return new Date(Date.UTC(y, m, d - back));
    if (period === 'MONTHLY') return new Date(Date.UTC(y, m - back, 1));
    return new Date(Date.UTC(y - back, 0, 1));
  });
}

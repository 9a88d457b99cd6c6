import type { AnalyticsPeriod } from '@helpwire/contracts';

/** A bucket's label in the reader's language: "25 Nov", "Nov 2026", "2026". */
export function bucketLabel(start: string, period: AnalyticsPeriod, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    period === 'daily' ? { day: 'numeric', month: 'short' } : period === 'monthly' ? { month: 'short', year: 'numeric' } : { year: 'numeric' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(start));
}

/** The transaction filters' ranges (spec §2: this/last week, month, year). Weeks start on Monday; edges are UTC midnights. */
export type DateRange = 'THIS_WEEK' | 'LAST_WEEK' | 'THIS_MONTH' | 'LAST_MONTH' | 'THIS_YEAR' | 'LAST_YEAR';

/** [from, to) of a range around `now`. */
export function rangeBounds(range: DateRange, now: Date): { from: Date; to: Date } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));
  const monday = d - ((now.getUTCDay() + 6) % 7);
  switch (range) {
    case 'THIS_WEEK':
      return { from: utc(y, m, monday), to: utc(y, m, monday + 7) };
    case 'LAST_WEEK':
      return { from: utc(y, m, monday - 7), to: utc(y, m, monday) };
    case 'THIS_MONTH':
      return { from: utc(y, m), to: utc(y, m + 1) };
    case 'LAST_MONTH':
      return { from: utc(y, m - 1), to: utc(y, m) };
    case 'THIS_YEAR':
      return { from: utc(y, 0), to: utc(y + 1, 0) };
    case 'LAST_YEAR':
      return { from: utc(y - 1, 0), to: utc(y, 0) };
  }
}

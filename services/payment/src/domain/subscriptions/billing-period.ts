/**
 * Monthly periods as Stripe counts them: the n-th period starts n calendar months after the anchor,
 * on the anchor's day of the month, or the month's last day when it has fewer days (31 Jan → 28 Feb
 * → 31 Mar), at the anchor's time of day.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

export const DAY_MS = 86_400_000;

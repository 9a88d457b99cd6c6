/**
 * Monthly periods and proration as Stripe Billing computes them: a period ends on the anchor's day
 * of a later month (the month's last day when it is shorter), and a change within a period is
 * prorated to the second: unused time credited at the old price, remaining time charged at the new.
 */

/** The anchor (unix seconds) moved `months` calendar months on, clamped to the month's last day (UTC). */
export function addMonths(anchor: number, months: number): number {
  const start = new Date(anchor * 1000);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()) / 1000;
}

/** The share of `unitAmount` for the part of the period [start, end) from `at` on, in whole minor units. */
export function prorate(unitAmount: number, period: { start: number; end: number }, at: number): number {
  const remaining = Math.max(0, period.end - Math.max(at, period.start));
  return Math.round((unitAmount * remaining) / (period.end - period.start));
}

/** "17 Dec 2026", as Stripe writes dates on invoice lines. */
export function lineDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "$4.99", as Stripe writes a price on invoice lines. */
export function lineMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

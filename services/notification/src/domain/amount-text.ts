import type { Money } from '@helpwire/service-kit';

/** An amount as a person reads it ("$12.40"): display only, never arithmetic. */
export function amountText(money: Money): string {
  const major = Number(money.amountMinor) / 100;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency || 'USD' }).format(major);
  } catch {
    return `${major.toFixed(2)} ${money.currency}`;
  }
}

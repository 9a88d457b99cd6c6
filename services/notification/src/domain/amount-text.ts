import type { Money } from '@helpwire/service-kit';

/** One formatter per currency: building an Intl.NumberFormat costs about 40 times a format (a burst of facts built one per amount). */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** An amount as a person reads it ("$12.40"): display only, never arithmetic. */
export function amountText(money: Money): string {
  const major = Number(money.amountMinor) / 100;
  try {
    return formatterFor(money.currency || 'USD').format(major);
  } catch {
    return `${major.toFixed(2)} ${money.currency}`;
  }
}

import { Money } from '@helpwire/service-kit';

/**
 * The one place an amount leaves bigint: the Stripe SDK takes minor units as a JavaScript number.
 * Refuses anything outside the exactly representable range instead of rounding it.
 */
export function toStripeAmount(money: Money): number {
  if (money.amountMinor < 0n || money.amountMinor > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`amount out of range for Stripe: ${money.toString()}`);
  return Number(money.amountMinor);
}

export function fromStripeAmount(amountMinor: number, currency: string): Money {
  return Money.of(BigInt(amountMinor), currency.toUpperCase());
}

export function toStripeCurrency(money: Money): string {
  return money.currency.toLowerCase();
}

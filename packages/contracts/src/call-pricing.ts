/**
 * The price of a call (spec §9, ARCHITECTURE §5): under 3 minutes of both-present time a flat
 * $0.60; from 3 minutes every started minute at the category's per-minute rate; nothing for a call
 * in which the two were never connected together. In integer minor units (cents): the screens'
 * estimate and the payment service's charge are this one rule. Without zod, for the web kit
 * (`@helpwire/contracts/call-pricing`).
 */
export const FLAT_CALL_CENTS = 60;
export const FLAT_CALL_MAX_MINUTES = 3;

/** The platform's commission by default (ARCHITECTURE §5: configurable), in basis points: 2000 = 20 %. */
export const DEFAULT_COMMISSION_BASIS_POINTS = 2000;

/** Started minutes of a duration: 1 s is a minute, 60 s one minute, 61 s two. */
export function startedMinutes(seconds: number): number {
  return seconds <= 0 ? 0 : Math.ceil(seconds / 60);
}

/** The price in minor units of a call of these both-present seconds at this rate (minor units per minute). */
export function callPriceMinor(billableSeconds: number, rateMinorPerMinute: number): number {
  if (!Number.isSafeInteger(billableSeconds) || !Number.isSafeInteger(rateMinorPerMinute) || rateMinorPerMinute < 0) {
    throw new RangeError(`a call's price needs whole seconds and a whole, non-negative rate (got ${billableSeconds}, ${rateMinorPerMinute})`);
  }
  if (billableSeconds <= 0) return 0;
  if (billableSeconds < FLAT_CALL_MAX_MINUTES * 60) return FLAT_CALL_CENTS;
  return startedMinutes(billableSeconds) * rateMinorPerMinute;
}

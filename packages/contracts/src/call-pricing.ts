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

// ---- Settlement (decision 0031): when the card is charged, shared by the payment service and the screens. ----

/** The authorisation hold at call start covers this many minutes at the category's rate. */
export const HOLD_MINUTES = 30;
/** Stripe refuses charges under 50¢: no hold or charge is ever smaller. */
export const PROVIDER_MIN_CHARGE_CENTS = 50;
/** A call's price is captured from its hold from this amount; below it the call goes on the tab. */
export const CAPTURE_MIN_CENTS = 500;
/** The tab is charged when it reaches this… */
export const TAB_LIMIT_CENTS = 1000;
/** …or when its oldest call is this many days old. */
export const TAB_MAX_AGE_DAYS = 7;
/** A helper's share becomes withdrawable this long after the call (spec §5: calls of the past 72 hours cannot be withdrawn). */
export const EARNINGS_HOLD_HOURS = 72;

/** The hold placed before ringing: 30 minutes at the rate, never under a short call's price nor the provider's minimum. */
export function holdMinor(rateMinorPerMinute: number): number {
  return Math.max(HOLD_MINUTES * rateMinorPerMinute, FLAT_CALL_CENTS, PROVIDER_MIN_CHARGE_CENTS);
}

import { callPriceMinor } from '@helpwire/contracts/call-pricing';

/**
 * What a call of these both-present seconds would cost at the category's rate (spec §9: under 3
 * minutes a flat $0.60; from 3 minutes every started minute at the rate). An estimate shown until
 * payment charges calls (issue 13; decision 0028): the screens label it as one.
 */
export function estimateCallCents(billableSeconds: number, rateCentsPerMinute: number): number {
  return callPriceMinor(billableSeconds, rateCentsPerMinute);
}

import { callPriceMinor, CAPTURE_MIN_CENTS } from '@helpwire/contracts/call-pricing';
import { Money } from '@helpwire/service-kit';

/** One payer leg of a call's charge: the part paid from the card (captured) or put on the tab. */
export interface ChargeLeg {
  payer: 'CARD' | 'TAB';
  amount: Money;
  /** The platform's commission of this leg. */
  commission: Money;
  /** The helper's share of this leg: amount − commission. */
  share: Money;
}

export interface Settlement {
  price: Money;
  commission: Money;
  /** What is captured from the hold (0 when the hold is released). */
  capture: Money;
  /** What goes on the user's tab. */
  tab: Money;
  legs: ChargeLeg[];
}

/**
 * How a call is paid (decision 0031): its price from the both-present seconds; captured from the
 * hold when it is at least $5 (up to the hold; the rest goes to the tab), else all on the tab. The
 * commission is split over the legs so that the legs' commissions add up to the whole call's, and
 * each leg's share + commission = the leg: no cent appears or vanishes in the split.
 */
export function settleCall(input: {
  billableSeconds: number;
  rateMinor: bigint;
  holdMinor: bigint;
  holdPlaced: boolean;
  commissionBasisPoints: number;
  currency: string;
}): Settlement {
  const { currency } = input;
  const price = Money.of(callPriceMinor(input.billableSeconds, Number(input.rateMinor)), currency);
  const commission = price.share(input.commissionBasisPoints);
  const captureMinor = input.holdPlaced && price.amountMinor >= BigInt(CAPTURE_MIN_CENTS) ? min(price.amountMinor, input.holdMinor) : 0n;
  const capture = Money.of(captureMinor, currency);
  const tab = price.minus(capture);
  const legs: ChargeLeg[] = [];
  const cardCommission = capture.share(input.commissionBasisPoints);
  if (capture.amountMinor > 0n) legs.push({ payer: 'CARD', amount: capture, commission: cardCommission, share: capture.minus(cardCommission) });
  if (tab.amountMinor > 0n) {
    const tabCommission = commission.minus(cardCommission);
    legs.push({ payer: 'TAB', amount: tab, commission: tabCommission, share: tab.minus(tabCommission) });
  }
  return { price, commission, capture, tab, legs };
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

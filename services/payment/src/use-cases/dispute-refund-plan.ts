import type { RefundPlan } from '../store/dispute-schema';

/** What a refund plan needs to know about the charged call (all in cents). */
export interface ChargedCallMoney {
  priceMinor: bigint;
  commissionMinor: bigint;
  /** Captured from the hold (back to the card through the provider). */
  capturedMinor: bigint;
  /** Put on the user's tab. */
  tabMinor: bigint;
  /** The tab part was already charged to the card (a tab charge paid it). */
  tabPaid: boolean;
  /** The helper's share already moved to available (`C:release`): the platform carries the refund. */
  released: boolean;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** `amount × part / whole`, rounded half away from zero (as Money.share): integers only. */
export function proportion(amount: bigint, part: bigint, whole: bigint): bigint {
  if (whole === 0n) return 0n;
  return (2n * amount * part + whole) / (2n * whole);
}

export const ZERO_PLAN: RefundPlan = { cardMinor: '0', paidTabMinor: '0', unpaidTabMinor: '0', helperCardMinor: '0', helperTabMinor: '0' };

export const planTotal = (plan: RefundPlan) => BigInt(plan.cardMinor) + BigInt(plan.paidTabMinor) + BigInt(plan.unpaidTabMinor);

/** What is left to refund of a call after earlier disputes' refunds. */
export function refundable(call: ChargedCallMoney, earlier: readonly RefundPlan[]): bigint {
  return call.priceMinor - sum(earlier.map(planTotal));
}

/**
 * Splits a refund of `amount` cents of a charged call (decision 0032): first off the unpaid tab (it
 * was never charged: nothing goes back to a card), then from the captured hold, then from the tab
 * charge that paid the tab part; less whatever earlier disputes of the call refunded from each. The
 * helper's part is their share of the price (price − commission) in proportion, clawed back only
 * while it is pending; once released the platform's revenue carries all of it. Undefined when the
 * amount is more than is left to refund.
 */
export function planRefund(call: ChargedCallMoney, amount: bigint, earlier: readonly RefundPlan[]): RefundPlan | undefined {
  if (amount <= 0n || amount > refundable(call, earlier)) return undefined;
  const left = (whole: bigint, key: keyof RefundPlan) => max(0n, whole - sum(earlier.map((plan) => BigInt(plan[key]))));
  let rest = amount;
  const take = (available: bigint) => {
    const taken = min(rest, available);
    rest -= taken;
    return taken;
  };
  const unpaidTab = take(left(call.tabPaid ? 0n : call.tabMinor, 'unpaidTabMinor'));
  const card = take(left(call.capturedMinor, 'cardMinor'));
  const paidTab = take(left(call.tabPaid ? call.tabMinor : 0n, 'paidTabMinor'));
  if (rest !== 0n) return undefined;
  const share = call.priceMinor - call.commissionMinor;
  const helperTotal = call.released ? 0n : proportion(amount, share, call.priceMinor);
  const helperTab = min(unpaidTab, call.released ? 0n : proportion(unpaidTab, share, call.priceMinor));
  const helperCard = min(card + paidTab, max(0n, helperTotal - helperTab));
  return {
    cardMinor: String(card),
    paidTabMinor: String(paidTab),
    unpaidTabMinor: String(unpaidTab),
    helperCardMinor: String(helperCard),
    helperTabMinor: String(helperTab),
  };
}

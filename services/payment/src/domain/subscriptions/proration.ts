import { Money } from '@helpwire/service-kit';

export interface ProrationLine {
  description: string;
  amount: Money;
  proration: true;
}

/** `amount × part / whole`, rounded half away from zero (Stripe rounds each proration line to the cent). */
function portion(amount: bigint, part: bigint, whole: bigint): bigint {
  const scaled = amount * part * 2n + (amount >= 0n ? whole : -whole);
  return scaled / (whole * 2n);
}

/**
 * An immediate price change's proration, to the second (Stripe's `proration_behavior`): the unused
 * time of the old price credited, the remaining time of the new price charged, each rounded on its
 * own. What is due now is their sum, never below 0 (a credit would stay on the customer's balance;
 * only upgrades prorate here, so it does not arise).
 */
export function prorate(input: { oldPrice: Money; newPrice: Money; oldName: string; newName: string; periodStart: Date; periodEnd: Date; at: Date }): {
  lines: ProrationLine[];
  amountDue: Money;
} {
  const whole = BigInt(Math.max(1, Math.floor((input.periodEnd.getTime() - input.periodStart.getTime()) / 1000)));
  const left = BigInt(Math.min(Number(whole), Math.max(0, Math.floor((input.periodEnd.getTime() - input.at.getTime()) / 1000))));
  const since = input.at.toISOString().slice(0, 10);
  const credit = Money.of(-portion(input.oldPrice.amountMinor, left, whole), input.oldPrice.currency);
  const charge = Money.of(portion(input.newPrice.amountMinor, left, whole), input.newPrice.currency);
  const lines: ProrationLine[] = [
    { description: `Unused time on ${input.oldName} after ${since}`, amount: credit, proration: true },
    { description: `Remaining time on ${input.newName} after ${since}`, amount: charge, proration: true },
  ];
  const sum = credit.plus(charge);
  return { lines, amountDue: sum.isNegative() ? Money.zero(sum.currency) : sum };
}

import type { Identity } from '@helpwire/service-kit';
import type { CategoryRates } from '../../ports/category-rates';

/**
 * How long a category's rate is remembered: an admin changes a rate rarely, a call is held every
 * moment (one gRPC call and two queries less on the ring's path, bench:ring). A call's price is
 * fixed at its hold, so a rate changed within this window applies from the calls held after it.
 */
export const RATE_TTL_MS = 60_000;

/** Bounded: category ids come from callers; the catalogue has tens of categories. */
const MAX_REMEMBERED = 1000;

export interface RememberedRates extends CategoryRates {
  /** Forgets every rate (content announced a change): the next call of each category asks again. */
  forget(): void;
}

/**
 * CategoryRates remembering each known category's rate for RATE_TTL_MS, or until `forget()`. An
 * unknown category (null) or a failed read is never remembered: the next call asks again. A read
 * that was in flight when the rates were forgotten answers its caller but is not remembered.
 */
export function rememberedRates(rates: CategoryRates, now: () => number = Date.now): RememberedRates {
  const remembered = new Map<string, { rate: bigint; until: number }>();
  let generation = 0;
  return {
    async rateOf(categoryId: string, identity: Identity) {
      const known = remembered.get(categoryId);
      if (known && known.until > now()) return known.rate;
      const readIn = generation;
      const rate = await rates.rateOf(categoryId, identity);
      if (rate === null || readIn !== generation) return rate;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(categoryId, { rate, until: now() + RATE_TTL_MS });
      return rate;
    },
    forget() {
      generation += 1;
      remembered.clear();
    },
  };
}

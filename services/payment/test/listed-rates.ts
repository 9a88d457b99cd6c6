import type { CategoryRates } from '../src/ports/category-rates';

/**
 * CategoryRates over a table the test writes (what the content service's GetCategory answers).
 * A service may not import another, so the real content service is used from tests/contract.
 */
export class ListedRates implements CategoryRates {
  readonly rates = new Map<string, bigint>();

  async rateOf(categoryId: string): Promise<bigint | null> {
    return this.rates.get(categoryId) ?? null;
  }

  /** A new category at this rate (cents per minute). */
  category(rateCents: number): string {
    const id = `category-${this.rates.size + 1}-${rateCents}`;
    this.rates.set(id, BigInt(rateCents));
    return id;
  }
}

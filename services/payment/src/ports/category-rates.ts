import type { Identity } from '@helpwire/service-kit';

/** Where the payment service reads a category's per-minute rate (the content service). */
export interface CategoryRates {
  /** The rate in minor units per minute; null when the category does not exist. */
  rateOf(categoryId: string, identity: Identity): Promise<bigint | null>;
}

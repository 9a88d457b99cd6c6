import type { Database } from '@helpwire/service-kit';
import { asc, eq } from 'drizzle-orm';
import { storagePlans, type StoragePlanRow } from './plan-schema';

/** The plans on sale, cheapest first (the free plan leads). */
export async function plansOnSale(db: Database): Promise<StoragePlanRow[]> {
  return db.select().from(storagePlans).where(eq(storagePlans.onSale, true)).orderBy(asc(storagePlans.priceMinor), asc(storagePlans.storageBytes));
}

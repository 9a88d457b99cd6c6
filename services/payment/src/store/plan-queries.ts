import type { Database, Transaction } from '@helpwire/service-kit';
import { asc, eq } from 'drizzle-orm';
import { storagePlans, type StoragePlanRow } from './plan-schema';

/** The plans on sale, cheapest first (the free plan leads). */
export async function plansOnSale(db: Database): Promise<StoragePlanRow[]> {
  return db.select().from(storagePlans).where(eq(storagePlans.onSale, true)).orderBy(asc(storagePlans.priceMinor), asc(storagePlans.storageBytes));
}

/** One plan, on sale or not (a subscription to a plan taken off sale goes on). */
export async function findPlan(db: Database | Transaction, id: string): Promise<StoragePlanRow | undefined> {
  const [row] = await db.select().from(storagePlans).where(eq(storagePlans.id, id));
  return row;
}

/** Every plan, on sale or not. */
export async function allPlans(db: Database | Transaction): Promise<StoragePlanRow[]> {
  return db.select().from(storagePlans).orderBy(asc(storagePlans.priceMinor));
}

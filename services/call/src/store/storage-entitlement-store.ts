import type { Database, Transaction } from '@helpwire/service-kit';
import { eq, sql } from 'drizzle-orm';
import { storageEntitlements, type StorageEntitlementRow } from './schema';

type Db = Database | Transaction;

/**
 * Keeps an account's entitlement when it is newer than the one kept (by `updatedAt`, the event's
 * occurred_at): an older event arriving late changes nothing. Answers whether it was kept.
 */
export async function keepStorageEntitlement(db: Db, row: StorageEntitlementRow): Promise<boolean> {
  const kept = await db
    .insert(storageEntitlements)
    .values(row)
    .onConflictDoUpdate({
      target: storageEntitlements.accountId,
      set: {
        planId: sql`excluded.plan_id`,
        quotaBytes: sql`excluded.quota_bytes`,
        retentionDays: sql`excluded.retention_days`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${storageEntitlements.updatedAt} < excluded.updated_at`,
    })
    .returning({ accountId: storageEntitlements.accountId });
  return kept.length > 0;
}

/** The entitlement kept for an account; undefined when none came (the free plan). */
export async function storageEntitlementOf(db: Db, accountId: string): Promise<StorageEntitlementRow | undefined> {
  const [row] = await db.select().from(storageEntitlements).where(eq(storageEntitlements.accountId, accountId));
  return row;
}

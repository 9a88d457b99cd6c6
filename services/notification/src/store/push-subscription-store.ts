import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq, inArray } from 'drizzle-orm';
import { pushSubscriptions, type PushSubscriptionRow } from './schema';

type Db = Database | Transaction;

export type NewPushSubscription = Pick<PushSubscriptionRow, 'accountId' | 'endpoint' | 'p256dh' | 'auth' | 'expiresAt' | 'platform'>;

/**
 * Saves a browser's subscription for its account; the same endpoint again from that account (new
 * keys) replaces its keys. An endpoint another account has stays theirs: answers false, nothing changes.
 */
export async function savePushSubscription(db: Db, row: NewPushSubscription): Promise<boolean> {
  const saved = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: row.p256dh, auth: row.auth, expiresAt: row.expiresAt, platform: row.platform },
      setWhere: eq(pushSubscriptions.accountId, row.accountId),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
}

/** Removes one of the account's subscriptions; false when it had none with that endpoint. */
export async function deleteAccountPushSubscription(db: Db, accountId: string, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Removes a subscription the push service says no longer exists. */
export async function deletePushSubscriptionByEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function pushSubscriptionsOf(db: Db, accountId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
}

/** The push subscriptions of several accounts, in one query. */
export async function pushSubscriptionsOfAccounts(db: Db, accountIds: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.accountId, [...accountIds]));
}

export async function pushSubscriptionByEndpoint(db: Db, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

export async function deleteAccountPushSubscriptions(tx: Db, accountId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
}

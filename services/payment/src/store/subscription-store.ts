import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { subscriptions, type SubscriptionRow } from './subscription-schema';

type Db = Database | Transaction;

/** The account's live subscription (not ENDED), if any: without one the account is on the free plan. */
export async function liveSubscriptionOf(db: Db, accountId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, 'ENDED')));
  return row;
}

export async function findSubscriptionByProviderId(db: Db, provider: string, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
  return row;
}

/** The row locked for the rest of the transaction (two syncs of one subscription take turns). */
export async function lockSubscription(tx: Transaction, id: string): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row!;
}

/** Records a subscription the provider made; when another request recorded it first, answers that row. */
export async function insertSubscription(tx: Db, row: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  await tx
    .insert(subscriptions)
    .values(row)
    .onConflictDoNothing({ target: [subscriptions.provider, subscriptions.providerSubscriptionId] });
  return (await findSubscriptionByProviderId(tx, row.provider, row.providerSubscriptionId))!;
}

export async function updateSubscription(tx: Db, id: string, set: Partial<typeof subscriptions.$inferInsert>): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/**
 * Subscriptions with work due by `now`: a period that has ended (renewal, a downgrade or a
 * cancellation taking effect), or a failed renewal's retry or end of grace.
 */
export async function dueSubscriptions(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      or(
        and(inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE']), lte(subscriptions.currentPeriodEnd, now)),
        and(eq(subscriptions.status, 'PAST_DUE'), or(lte(subscriptions.nextRetryAt, now), lte(subscriptions.graceEndsAt, now))),
      ),
    )
    .limit(limit);
}

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

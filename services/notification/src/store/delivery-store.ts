import type { NotificationChannel } from '@helpwire/contracts';
import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { deliveries, notifications, type DeliveryRow, type NotificationRow } from './schema';

type Db = Database | Transaction;

export interface NewDelivery {
  notificationId: string;
  channel: NotificationChannel;
  destination: string;
}

/**
 * Plans deliveries of stored notifications (one per channel and destination), due at `at`, in one
 * statement whose rows travel as ONE JSON parameter (decision 0093).
 */
export async function insertDeliveries(tx: Db, rows: NewDelivery[], at: Date): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => ({ notification_id: row.notificationId, channel: row.channel, destination: row.destination })));
  await tx.execute(sql`
    insert into ${deliveries} (notification_id, channel, destination, next_attempt_at)
    select r.notification_id, r.channel, r.destination, ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${json}::jsonb) as r(notification_id uuid, channel text, destination text)
    on conflict do nothing`);
}

export interface ClaimedDelivery {
  delivery: DeliveryRow;
  notification: NotificationRow;
}

/**
 * Claims up to `limit` due deliveries: each one's attempt is counted and its next attempt moved to
 * `leaseUntil`, so no other worker takes it meanwhile (rows locked by another worker are skipped).
 */
export async function claimDueDeliveries(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.status, 'PENDING'), lte(deliveries.nextAttemptAt, now)))
      .orderBy(asc(deliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(deliveries)
      .set({ nextAttemptAt: leaseUntil, attempts: sql`${deliveries.attempts} + 1` })
      .where(
        inArray(
          deliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  if (claimed.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, [...new Set(claimed.map((d) => d.notificationId))]));
  const byId = new Map(rows.map((n) => [n.id, n]));
  return claimed.flatMap((delivery) => {
    const notification = byId.get(delivery.notificationId);
    return notification ? [{ delivery, notification }] : [];
  });
}

/** Marks deliveries sent, in one statement (a round's sends together). */
export async function markDeliveriesSent(db: Db, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(deliveries)
    .set({ status: 'SENT', sentAt: at, lastError: null })
    .where(inArray(deliveries.id, [...ids]));
}

/** The destination no longer exists (a push subscription the push service forgot). */
export async function markDeliveryGone(db: Db, id: string, reason: string): Promise<void> {
  await db.update(deliveries).set({ status: 'GONE', lastError: reason }).where(eq(deliveries.id, id));
}

export async function scheduleDeliveryRetry(db: Db, id: string, at: Date, error: string): Promise<void> {
  await db.update(deliveries).set({ nextAttemptAt: at, lastError: error }).where(eq(deliveries.id, id));
}

export async function markDeliveryFailed(db: Db, id: string, error: string): Promise<void> {
  await db.update(deliveries).set({ status: 'FAILED', lastError: error }).where(eq(deliveries.id, id));
}

export async function deliveriesOf(db: Db, notificationId: string): Promise<DeliveryRow[]> {
  return db.select().from(deliveries).where(eq(deliveries.notificationId, notificationId)).orderBy(asc(deliveries.channel), asc(deliveries.destination));
}

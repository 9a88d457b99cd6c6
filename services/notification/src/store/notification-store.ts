import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { notifications, type NotificationRow } from './schema';

type Db = Database | Transaction;

export type NewNotification = Pick<NotificationRow, 'accountId' | 'kind' | 'translations' | 'link' | 'sourceEventId'>;

/** Stores a notification; undefined when this event already gave this account one. */
export async function insertNotification(tx: Db, row: NewNotification): Promise<NotificationRow | undefined> {
  const [inserted] = await tx.insert(notifications).values(row).onConflictDoNothing().returning();
  return inserted;
}

export interface NotificationPage {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
}

/** One page of an account's notifications by creation time (id breaks ties), and how many it has. */
export async function listAccountNotifications(db: Db, accountId: string, { page, limit, order }: NotificationPage): Promise<{ rows: NotificationRow[]; total: number }> {
  const by = order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
      .orderBy(by(notifications.createdAt), by(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.accountId, accountId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The exact number of an account's unread notifications. */
export async function unreadCountOf(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.read, false)));
  return row?.unread ?? 0;
}

/** Marks one of the account's notifications read (kept read if it was); undefined when it is not the account's. */
export async function markNotificationRead(db: Db, accountId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ read: true, readAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId), eq(notifications.read, false)))
    .returning();
  if (updated) return updated;
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)));
  return existing;
}

/** Marks every unread notification of the account read; answers how many changed. */
export async function markAccountNotificationsRead(db: Db, accountId: string, at: Date): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read: true, readAt: at })
    .where(and(eq(notifications.accountId, accountId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Removes every notification of an account (the account was erased). */
export async function deleteAccountNotifications(tx: Db, accountId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.accountId, accountId));
}

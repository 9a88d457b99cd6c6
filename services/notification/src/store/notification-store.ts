import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { notifications, type NotificationRow } from './schema';

type Db = Database | Transaction;

export type NewNotification = Pick<NotificationRow, 'accountId' | 'kind' | 'translations' | 'link' | 'sourceEventId'>;

/** A notification to store, dated `at` (when its fact happened; else now by the statement's clock). */
export interface NotificationToStore extends NewNotification {
  at?: Date | undefined;
}

/**
 * Stores several notifications in one statement, each with its account's unread count before the
 * statement (it does not see its own inserts: the caller adds those stored before each one). A
 * notification its event already gave its account is left out of the answer (unique source event
 * and account), as is the second of two for the same event and account in the list. The rows travel
 * as ONE JSON parameter in the order given (drizzle's values() built and bound seven parameters a
 * row: decision 0093).
 */
export async function insertNotifications(tx: Db, rows: readonly NotificationToStore[]): Promise<{ row: NotificationRow; unreadBefore: number }[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      account_id: row.accountId,
      kind: row.kind,
      translations: row.translations,
      link: row.link,
      source_event_id: row.sourceEventId,
      created_at: row.at?.toISOString() ?? null,
    })),
  );
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${notifications} (account_id, kind, translations, link, source_event_id, created_at)
      select r.account_id, r.kind, r.translations, r.link, r.source_event_id, coalesce(r.created_at, clock_timestamp())
      from jsonb_to_recordset(${json}::jsonb) as r(account_id uuid, kind text, translations jsonb, link text, source_event_id text, created_at timestamptz)
      on conflict do nothing
      returning *
    )
    select row_to_json(inserted) as row,
      (select count(*) from ${notifications} as earlier where earlier.account_id = inserted.account_id and not earlier.read)::int as unread_before
    from inserted`);
  const answers = (result as unknown as { rows: { row: Record<string, unknown>; unread_before: number }[] }).rows;
  return answers.map((answer) => ({ row: notificationFromJson(answer.row), unreadBefore: answer.unread_before }));
}

/** A notifications row as row_to_json gives it (snake_case, timestamps as text). */
function notificationFromJson(json: Record<string, unknown>): NotificationRow {
  return {
    id: json.id as string,
    accountId: json.account_id as string,
    kind: json.kind as NotificationRow['kind'],
    translations: json.translations as NotificationRow['translations'],
    link: (json.link as string | null) ?? null,
    read: json.read as boolean,
    readAt: json.read_at ? new Date(json.read_at as string) : null,
    createdAt: new Date(json.created_at as string),
    sourceEventId: json.source_event_id as string,
  };
}

export interface NotificationPage {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
}

/** One page of an account's notifications by creation time (id breaks ties), and how many it has. */
export async function listAccountNotifications(
  db: Db,
  accountId: string,
  { page, limit, order }: NotificationPage,
): Promise<{ rows: NotificationRow[]; total: number }> {
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

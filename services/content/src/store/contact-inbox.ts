import type { ContactMessageStatus } from '@helpwire/contracts';
import type { Database, PageWindow, Transaction } from '@helpwire/service-kit';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { contactMessages, contactReplies } from './schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
export type ContactThread = ContactMessageRow & { replies: ContactReplyRow[] };

/** The replies of these messages, oldest first, by message. */
async function repliesOf(db: Database | Transaction, ids: string[]): Promise<Map<string, ContactReplyRow[]>> {
  const byMessage = new Map<string, ContactReplyRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMessage;
  const rows = await db.select().from(contactReplies).where(inArray(contactReplies.messageId, ids)).orderBy(asc(contactReplies.createdAt));
  for (const row of rows) byMessage.get(row.messageId)?.push(row);
  return byMessage;
}

/** The messages to support (of one status, or all), newest first, a page at a time, each with its replies. */
export async function listContactThreads(db: Database, window: PageWindow, status?: ContactMessageStatus): Promise<{ rows: ContactThread[]; total: number }> {
  const where = status ? eq(contactMessages.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => ({ ...row, replies: replies.get(row.id) ?? [] })), total: total?.n ?? 0 };
}

/** One message with its replies, locked for the change about to be made to it. */
export async function lockedContactThread(tx: Transaction, id: string): Promise<ContactThread | undefined> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) return undefined;
  return { ...row, replies: (await repliesOf(tx, [id])).get(id) ?? [] };
}

/** Stores a reply (false when this reply id is already stored: a retry). */
export async function insertContactReply(
  tx: Transaction,
  reply: { id: string; messageId: string; adminId: string; body: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx.insert(contactReplies).values(reply).onConflictDoNothing().returning({ id: contactReplies.id });
  return inserted.length > 0;
}

export async function setContactStatus(tx: Transaction, id: string, status: ContactMessageStatus, at: Date): Promise<void> {
  await tx.update(contactMessages).set({ status, statusChangedAt: at }).where(eq(contactMessages.id, id));
}

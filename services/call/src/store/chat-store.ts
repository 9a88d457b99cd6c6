import type { Database, Transaction } from '@helpwire/service-kit';
import { desc, eq } from 'drizzle-orm';
import type { CallPartyName } from '../domain/billable-time';
import { callMessages, type CallMessageRow } from './schema';

type Db = Database | Transaction;

/** Keeps one chat message of a call. */
export async function insertChatMessage(db: Db, message: { callId: string; party: CallPartyName; body: string; sentAt: Date }): Promise<CallMessageRow> {
  const [row] = await db.insert(callMessages).values(message).returning();
  return row!;
}

/** A call's latest `limit` messages, oldest first (same instant: in the order they were kept). */
export async function chatMessagesOf(db: Db, callId: string, limit: number): Promise<CallMessageRow[]> {
  const rows = await db
    .select()
    .from(callMessages)
    .where(eq(callMessages.callId, callId))
    .orderBy(desc(callMessages.sentAt), desc(callMessages.id))
    .limit(limit);
  return rows.reverse();
}

import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { withdrawals, type WithdrawalRow, type WithdrawalStatusName } from './withdrawal-schema';
import { ledgerEntries } from './ledger-schema';

export type NewWithdrawal = typeof withdrawals.$inferInsert;

const OPEN: WithdrawalStatusName[] = ['PENDING', 'IN_REVIEW'];

export async function findWithdrawal(db: Database, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** Inserts the withdrawal unless its id exists (a retry), and answers the stored row. */
export async function insertWithdrawal(db: Database, row: NewWithdrawal): Promise<WithdrawalRow> {
  await db.insert(withdrawals).values(row).onConflictDoNothing();
  return (await findWithdrawal(db, row.id))!;
}

async function page(
  db: Database,
  where: SQL | undefined,
  order: SQL,
  window: { limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select().from(withdrawals).where(where).orderBy(order, asc(withdrawals.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A helper's withdrawals, newest first, optionally of one status. */
export function withdrawalsOf(db: Database, helperId: string, status: WithdrawalStatusName | undefined, window: { limit: number; offset: number }) {
  const where = status ? and(eq(withdrawals.helperId, helperId), eq(withdrawals.status, status)) : eq(withdrawals.helperId, helperId);
  return page(db, where, desc(withdrawals.createdAt), window);
}

/** Withdrawals waiting for an admin, oldest first. */
export function openWithdrawals(db: Database, window: { limit: number; offset: number }) {
  return page(db, inArray(withdrawals.status, OPEN), asc(withdrawals.createdAt), window);
}

/**
 * Claims the decision on an open withdrawal: only one approve or reject wins, whatever races.
 * Undefined when it was no longer open.
 */
export async function decideWithdrawal(
  db: Database | Transaction,
  id: string,
  decision: { status: 'SUCCESS' | 'REJECTED'; approvedBy: string; transactionId?: string; rejectionReason?: string | null },
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({ ...decision, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, OPEN)))
    .returning();
  return row;
}

/** An account's totals right after a transfer's entry on it (the balance that transfer left). */
export async function totalsAfter(db: Database, transferId: string, accountId: string) {
  const [row] = await db
    .select({
      debitsPending: ledgerEntries.debitsPending,
      debitsPosted: ledgerEntries.debitsPosted,
      creditsPending: ledgerEntries.creditsPending,
      creditsPosted: ledgerEntries.creditsPosted,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transferId, transferId), eq(ledgerEntries.accountId, accountId)));
  return row;
}

/** PENDING → IN_REVIEW, once; undefined when the withdrawal was not PENDING. */
export async function markWithdrawalInReview(db: Database | Transaction, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({ status: 'IN_REVIEW', updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING')))
    .returning();
  return row;
}

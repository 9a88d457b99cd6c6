import type { Database } from '@helpwire/service-kit';
import { eq, inArray, sql } from 'drizzle-orm';
import { bankDetails, type BankDetailsRow } from './withdrawal-schema';

export async function findBankDetails(db: Database, helperId: string): Promise<BankDetailsRow | undefined> {
  const [row] = await db.select().from(bankDetails).where(eq(bankDetails.helperId, helperId));
  return row;
}

/** The sealed details of many helpers in one query, by helper id (those without details are absent). */
export async function findBankDetailsOf(db: Database, helperIds: readonly string[]): Promise<Map<string, BankDetailsRow>> {
  if (helperIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(bankDetails)
    .where(inArray(bankDetails.helperId, [...new Set(helperIds)]));
  return new Map(rows.map((row) => [row.helperId, row]));
}

/** Adds the helper's sealed details; undefined when they already had some (nothing changed). */
export async function insertBankDetails(db: Database, helperId: string, sealed: string): Promise<BankDetailsRow | undefined> {
  const [row] = await db.insert(bankDetails).values({ helperId, sealed }).onConflictDoNothing().returning();
  return row;
}

/** Replaces the helper's sealed details; undefined when they had none. */
export async function replaceBankDetails(db: Database, helperId: string, sealed: string): Promise<BankDetailsRow | undefined> {
  const [row] = await db.update(bankDetails).set({ sealed, updatedAt: sql`now()` }).where(eq(bankDetails.helperId, helperId)).returning();
  return row;
}

import type { Database } from '@helpwire/service-kit';
import { eq, sql } from 'drizzle-orm';
import { bankDetails, type BankDetailsRow } from './withdrawal-schema';

export async function findBankDetails(db: Database, helperId: string): Promise<BankDetailsRow | undefined> {
  const [row] = await db.select().from(bankDetails).where(eq(bankDetails.helperId, helperId));
  return row;
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

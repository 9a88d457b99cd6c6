import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { adminChallenges, adminRecoveryCodes, adminSecondFactors, type SecondFactorStep } from './schema';

type Db = Database | Transaction;

/** An admin's stored TOTP, or undefined when it is not set up. */
export async function findSecondFactor(db: Db, accountId: string) {
  const [row] = await db.select().from(adminSecondFactors).where(eq(adminSecondFactors.accountId, accountId)).limit(1);
  return row;
}

/** Stores an admin's TOTP; false (nothing written) when one is already set up. */
export async function insertSecondFactor(db: Db, accountId: string, sealedSecret: string, lastUsedStep: number): Promise<boolean> {
  const rows = await db
    .insert(adminSecondFactors)
    .values({ accountId, sealedSecret, lastUsedStep })
    .onConflictDoNothing()
    .returning({ accountId: adminSecondFactors.accountId });
  return rows.length === 1;
}

/**
 * Records that `step`'s code signed in, only while no later-or-equal step has: false when it has
 * (the code was already used, or a later one was, perhaps by a concurrent request).
 */
export async function useTotpStep(db: Db, accountId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminSecondFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(adminSecondFactors.accountId, accountId), lt(adminSecondFactors.lastUsedStep, step)))
    .returning({ accountId: adminSecondFactors.accountId });
  return rows.length === 1;
}

export async function insertRecoveryCodes(db: Db, accountId: string, codeHashes: string[]): Promise<void> {
  await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ accountId, codeHash })));
}

/** Marks an unused recovery code used; false when there is none with that hash (wrong, or used already). */
export async function useRecoveryCode(db: Db, accountId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(adminRecoveryCodes.accountId, accountId), eq(adminRecoveryCodes.codeHash, codeHash), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return rows.length === 1;
}

/** How many of an admin's recovery codes are still unused. */
export async function unusedRecoveryCodes(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.accountId, accountId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(
  db: Db,
  challenge: { accountId: string; step: SecondFactorStep; tokenHash: string; sealedSecret: string | null; expiresAt: Date },
): Promise<void> {
  // The account's challenges that ended a day ago go: the table holds only recent sign-ins.
  await db.delete(adminChallenges).where(and(eq(adminChallenges.accountId, challenge.accountId), lt(adminChallenges.expiresAt, sql`now() - interval '1 day'`)));
  await db.insert(adminChallenges).values(challenge);
}

/** The live (unused, unexpired) challenge with this token hash, or undefined. */
export async function findLiveChallenge(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(adminChallenges)
    .where(and(eq(adminChallenges.tokenHash, tokenHash), isNull(adminChallenges.consumedAt), gt(adminChallenges.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Uses a challenge up; false when it was already used (a concurrent request won). */
export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(adminChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(adminChallenges.id, id), isNull(adminChallenges.consumedAt)))
    .returning({ id: adminChallenges.id });
  return rows.length === 1;
}

/** Forgets an admin's TOTP, recovery codes and open challenges (a lost device: the CLI's reset). */
export async function deleteSecondFactor(db: Db, accountId: string): Promise<boolean> {
  const removed = await db.delete(adminSecondFactors).where(eq(adminSecondFactors.accountId, accountId)).returning({ accountId: adminSecondFactors.accountId });
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.accountId, accountId));
  await db.delete(adminChallenges).where(eq(adminChallenges.accountId, accountId));
  return removed.length === 1;
}

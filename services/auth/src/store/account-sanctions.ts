import type { Database, Transaction } from '@helpwire/service-kit';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { accountWarnings, accounts, type WarningRow, type WarningSourceName } from './schema';

type Db = Database | Transaction;

/** Suspends an account not suspended already; answers whether this call suspended it. */
export async function suspend(db: Db, accountId: string, reason: string, at: Date): Promise<boolean> {
  const changed = await db
    .update(accounts)
    .set({ suspendedAt: at, suspensionReason: reason, updatedAt: at })
    .where(and(eq(accounts.id, accountId), isNull(accounts.suspendedAt)))
    .returning({ id: accounts.id });
  return changed.length > 0;
}

/** Lifts a suspension; answers the reason it had, or undefined when the account was not suspended. */
export async function unsuspend(db: Db, accountId: string, at: Date): Promise<string | undefined> {
  const [before] = await db
    .select({ reason: accounts.suspensionReason })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNotNull(accounts.suspendedAt)));
  if (!before) return undefined;
  await db.update(accounts).set({ suspendedAt: null, suspensionReason: null, updatedAt: at }).where(eq(accounts.id, accountId));
  return before.reason ?? '';
}

/** Records a warning; one per dispute or flag (a redelivered decision, a retried flag action adds none). Answers the new row, if any. */
export async function insertWarning(
  db: Db,
  warning: { accountId: string; reason: string; source: WarningSourceName; sourceId: string | null },
): Promise<WarningRow | undefined> {
  const [inserted] = await db.insert(accountWarnings).values(warning).onConflictDoNothing().returning();
  return inserted;
}

export function warningsOf(db: Db, accountId: string) {
  return db.select().from(accountWarnings).where(eq(accountWarnings.accountId, accountId)).orderBy(accountWarnings.createdAt);
}

/** An account's warnings newest first (what the person reads on their profile). */
export function warningsNewestFirst(db: Db, accountId: string) {
  return db
    .select({ id: accountWarnings.id, reason: accountWarnings.reason, source: accountWarnings.source, createdAt: accountWarnings.createdAt })
    .from(accountWarnings)
    .where(eq(accountWarnings.accountId, accountId))
    .orderBy(desc(accountWarnings.createdAt), desc(accountWarnings.id));
}

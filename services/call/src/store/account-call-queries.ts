import type { Database } from '@helpwire/service-kit';
import { desc, eq, sql } from 'drizzle-orm';
import { callFlags, calls } from './schema';

export interface SideCount {
  calls: number;
  ended: number;
  lastCallAt: Date | null;
}

/** One side's calls of an account: how many, how many ended, the last one's start (one index range each side). */
async function sideCount(db: Database, column: typeof calls.userId | typeof calls.helperId, accountId: string): Promise<SideCount> {
  const [row] = await db
    .select({
      calls: sql<number>`count(*)`.mapWith(Number),
      ended: sql<number>`count(*) filter (where ${calls.state} = 'ENDED')`.mapWith(Number),
      lastCallAt: sql<Date | null>`max(${calls.createdAt})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
    })
    .from(calls)
    .where(eq(column, accountId));
  return row ?? { calls: 0, ended: 0, lastCallAt: null };
}

/** An account's calls as a user (asked for) and as a helper (accepted). */
export async function accountCallCounts(db: Database, accountId: string): Promise<{ asUser: SideCount; asHelper: SideCount }> {
  const [asUser, asHelper] = await Promise.all([sideCount(db, calls.userId, accountId), sideCount(db, calls.helperId, accountId)]);
  return { asUser, asHelper };
}

const callColumns = {
  id: calls.id,
  userId: calls.userId,
  categoryId: calls.categoryId,
  state: calls.state,
  createdAt: calls.createdAt,
  acceptedAt: calls.acceptedAt,
  endedAt: calls.endedAt,
  billableSeconds: calls.billableSeconds,
};

/** The account's latest calls on either side, newest first. */
export async function latestAccountCalls(db: Database, accountId: string, limit: number) {
  if (limit <= 0) return [];
  const [asUser, asHelper] = await Promise.all([
    db.select(callColumns).from(calls).where(eq(calls.userId, accountId)).orderBy(desc(calls.createdAt)).limit(limit),
    db.select(callColumns).from(calls).where(eq(calls.helperId, accountId)).orderBy(desc(calls.createdAt)).limit(limit),
  ]);
  return [...asUser, ...asHelper]
    .map((row) => ({ ...row, side: row.userId === accountId ? ('USER' as const) : ('HELPER' as const) }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit);
}

/** The flags raised about the account (it was the other side of the call), newest first. */
export function flagsAbout(db: Database, accountId: string, limit = 100) {
  return db.select().from(callFlags).where(eq(callFlags.subjectId, accountId)).orderBy(desc(callFlags.createdAt)).limit(limit);
}

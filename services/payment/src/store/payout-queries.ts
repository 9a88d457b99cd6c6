import type { Database } from '@helpwire/service-kit';
import { and, asc, eq, sql } from 'drizzle-orm';
import { withdrawals, type WithdrawalRow } from './withdrawal-schema';

/** Every paid withdrawal of a helper, all time, in cents. */
export async function paidOutMinor(db: Database, helperId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.helperId, helperId), eq(withdrawals.status, 'SUCCESS')));
  return BigInt(row?.total ?? '0');
}

/** The approved batch: withdrawals IN_REVIEW, oldest first, at most `limit`. */
export function approvedForPayment(db: Database, limit: number): Promise<WithdrawalRow[]> {
  return db.select().from(withdrawals).where(eq(withdrawals.status, 'IN_REVIEW')).orderBy(asc(withdrawals.createdAt), asc(withdrawals.id)).limit(limit);
}

import type { FlagOutcome } from '@helpwire/contracts';
import type { Database, PageWindow, Transaction } from '@helpwire/service-kit';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { CallPartyName } from '../domain/billable-time';
import { callFlags, calls, type CallRow, type FlagRow } from './schema';

/** A flag with the call it was raised about (an admin's view). */
export interface FlaggedCallRow {
  flag: FlagRow;
  call: CallRow;
}

const open: SQL = and(isNull(callFlags.reviewedAt), eq(callFlags.active, true))!;

/** The open flags (raised, not reviewed) oldest first, or the reviewed ones newest review first (those of one outcome when given); a page and the count. */
export async function flaggedCalls(
  db: Database,
  reviewed: boolean,
  window: PageWindow,
  outcome?: FlagOutcome,
): Promise<{ rows: FlaggedCallRow[]; total: number }> {
  const where = reviewed ? (outcome ? eq(callFlags.reviewOutcome, outcome) : isNotNull(callFlags.reviewedAt)) : open;
  const [rows, [total]] = await Promise.all([
    db
      .select({ flag: callFlags, call: calls })
      .from(callFlags)
      .innerJoin(calls, eq(calls.id, callFlags.callId))
      .where(where)
      .orderBy(reviewed ? desc(callFlags.reviewedAt) : asc(callFlags.createdAt), asc(callFlags.callId), asc(callFlags.side))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(callFlags).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function flaggedCall(db: Database, callId: string, side: CallPartyName): Promise<FlaggedCallRow | undefined> {
  const [row] = await db
    .select({ flag: callFlags, call: calls })
    .from(callFlags)
    .innerJoin(calls, eq(calls.id, callFlags.callId))
    .where(and(eq(callFlags.callId, callId), eq(callFlags.side, side)));
  return row;
}

/** Records an admin's review of a flag not reviewed before; answers whether this call recorded it. */
export async function reviewFlag(
  db: Database | Transaction,
  callId: string,
  side: CallPartyName,
  review: { reviewedBy: string; reviewedAt: Date; reviewOutcome: FlagOutcome; reviewNote: string },
): Promise<boolean> {
  const updated = await db
    .update(callFlags)
    .set(review)
    .where(and(eq(callFlags.callId, callId), eq(callFlags.side, side), isNull(callFlags.reviewedAt)))
    .returning({ callId: callFlags.callId });
  return updated.length > 0;
}

import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { callCharges, tabCharges, type CallChargeRow, type TabChargeReason, type TabChargeRow, type TabChargeStatus } from './charge-schema';

type Db = Database | Transaction;

/**
 * The call's charge row, made when the hold is asked for (the first of concurrent askers wins): the
 * row written, in the same statement; the first asker's row read back when it was there already.
 */
export async function claimCallCharge(
  db: Db,
  row: { callId: string; userId: string; categoryId: string; rateMinor: bigint; holdMinor: bigint },
): Promise<CallChargeRow> {
  const [written] = await db
    .insert(callCharges)
    .values({ ...row, status: 'HELD' })
    .onConflictDoNothing()
    .returning();
  return written ?? (await findCallCharge(db, row.callId))!;
}

export async function findCallCharge(db: Db, callId: string): Promise<CallChargeRow | undefined> {
  const [row] = await db.select().from(callCharges).where(eq(callCharges.callId, callId));
  return row;
}

export async function setHoldIntent(db: Db, callId: string, holdIntentId: string): Promise<void> {
  await db.update(callCharges).set({ holdIntentId, updatedAt: new Date() }).where(eq(callCharges.callId, callId));
}

/** The on-session hold waits for the user's 3-D Secure step on this intent (nobody is rung yet). */
export async function markAuthenticating(db: Db, callId: string, holdIntentId: string): Promise<void> {
  await db
    .update(callCharges)
    .set({ status: 'AUTHENTICATING', holdIntentId, updatedAt: new Date() })
    .where(and(eq(callCharges.callId, callId), eq(callCharges.status, 'HELD')));
}

/** The user's 3-D Secure step is done and the provider holds the money: the call may ring. */
export async function markAuthenticated(db: Db, callId: string): Promise<void> {
  await db
    .update(callCharges)
    .set({ status: 'HELD', updatedAt: new Date() })
    .where(and(eq(callCharges.callId, callId), eq(callCharges.status, 'AUTHENTICATING')));
}

/** A held (or still authenticating) call that will not be charged: released (answers false when it was neither any more). */
export async function markReleased(db: Db, callId: string): Promise<boolean> {
  const rows = await db
    .update(callCharges)
    .set({ status: 'RELEASED', updatedAt: new Date() })
    .where(and(eq(callCharges.callId, callId), inArray(callCharges.status, ['HELD', 'AUTHENTICATING'])))
    .returning({ callId: callCharges.callId });
  return rows.length > 0;
}

/**
 * Fixes what the settlement is computed from, once: the first `call.ended` to arrive writes it and
 * every redelivery reads the same numbers back.
 */
export async function fixCallEnd(
  db: Db,
  callId: string,
  end: { helperId: string; billableSeconds: number; commissionBasisPoints: number; endedAt: Date; releaseAt: Date },
): Promise<CallChargeRow | undefined> {
  await db
    .update(callCharges)
    .set({ ...end, updatedAt: new Date() })
    .where(and(eq(callCharges.callId, callId), isNull(callCharges.billableSeconds)));
  return findCallCharge(db, callId);
}

/** Records a call's settlement; true the first time (a redelivery finds it settled and changes nothing). */
export async function recordSettlement(
  db: Db,
  callId: string,
  settled: { priceMinor: bigint; commissionMinor: bigint; capturedMinor: bigint; tabMinor: bigint; status: 'CHARGED' | 'RELEASED' },
): Promise<boolean> {
  const updated = await db
    .update(callCharges)
    .set({ ...settled, updatedAt: new Date() })
    .where(and(eq(callCharges.callId, callId), isNull(callCharges.priceMinor)))
    .returning({ callId: callCharges.callId });
  return updated.length > 0;
}

/**
 * Holds still HELD (or AUTHENTICATING: a 3-D Secure step abandoned) long after any call could have
 * ended: the call was never written, or its events were lost.
 */
export async function staleHolds(db: Db, before: Date, limit: number): Promise<CallChargeRow[]> {
  return db
    .select()
    .from(callCharges)
    .where(and(inArray(callCharges.status, ['HELD', 'AUTHENTICATING']), isNull(callCharges.billableSeconds), lte(callCharges.createdAt, before)))
    .orderBy(asc(callCharges.createdAt))
    .limit(limit);
}

// ---- The tab ----

/** The calls on a user's tab not yet paid, oldest first; locked when read in a transaction that will claim them. */
export async function unpaidTabItems(db: Db, userId: string, forUpdate = false): Promise<CallChargeRow[]> {
  const query = db
    .select()
    .from(callCharges)
    .where(and(eq(callCharges.userId, userId), gt(callCharges.tabMinor, 0n), isNull(callCharges.tabChargeId)))
    .orderBy(asc(callCharges.endedAt));
  return forUpdate ? query.for('update') : query;
}

export async function insertTabCharge(db: Db, row: { userId: string; amountMinor: bigint; reason: TabChargeReason }): Promise<TabChargeRow> {
  const [inserted] = await db
    .insert(tabCharges)
    .values({ ...row, status: 'PENDING' })
    .returning();
  return inserted!;
}

export async function claimTabItems(db: Db, tabChargeId: string, callIds: string[]): Promise<void> {
  await db.update(callCharges).set({ tabChargeId, updatedAt: new Date() }).where(inArray(callCharges.callId, callIds));
}

/** A failed tab charge gives its items back to the tab, to be charged again (by "pay now"). */
export async function releaseTabItems(db: Db, tabChargeId: string): Promise<void> {
  await db.update(callCharges).set({ tabChargeId: null, updatedAt: new Date() }).where(eq(callCharges.tabChargeId, tabChargeId));
}

export async function finishTabCharge(
  db: Db,
  id: string,
  result: { status: Exclude<TabChargeStatus, 'PENDING'>; intentId?: string | null; failureCode?: string | null },
): Promise<void> {
  await db
    .update(tabCharges)
    .set({ status: result.status, intentId: result.intentId ?? null, failureCode: result.failureCode ?? null })
    .where(and(eq(tabCharges.id, id), eq(tabCharges.status, 'PENDING')));
}

export async function setTabChargeIntent(db: Db, id: string, intentId: string): Promise<void> {
  await db.update(tabCharges).set({ intentId }).where(eq(tabCharges.id, id));
}

export async function findTabCharge(db: Db, id: string): Promise<TabChargeRow | undefined> {
  const [row] = await db.select().from(tabCharges).where(eq(tabCharges.id, id));
  return row;
}

/** The user's latest finished tab charge (a FAILED one blocks new calls while the tab is owed). */
export async function latestTabCharge(db: Db, userId: string): Promise<TabChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(tabCharges)
    .where(and(eq(tabCharges.userId, userId), inArray(tabCharges.status, ['SUCCEEDED', 'FAILED'])))
    .orderBy(sql`${tabCharges.createdAt} desc`)
    .limit(1);
  return row;
}

/** Tab charges a restart left PENDING (their provider step is finished with the same keys). */
export async function unfinishedTabCharges(db: Db, before: Date, limit: number): Promise<TabChargeRow[]> {
  return db
    .select()
    .from(tabCharges)
    .where(and(eq(tabCharges.status, 'PENDING'), lte(tabCharges.createdAt, before)))
    .orderBy(asc(tabCharges.createdAt))
    .limit(limit);
}

/** Users whose oldest unpaid tab item ended before `before` (7 days ago): their tab is due. */
export async function usersWithTabsDue(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: callCharges.userId })
    .from(callCharges)
    .where(and(gt(callCharges.tabMinor, 0n), isNull(callCharges.tabChargeId), lte(callCharges.endedAt, before)))
    .limit(limit);
  return rows.map((r) => r.userId);
}

// ---- Earnings release ----

/** Charged calls whose helper share is due to become available (72 h after the call). */
export async function dueReleases(db: Db, now: Date, limit: number): Promise<CallChargeRow[]> {
  return db
    .select()
    .from(callCharges)
    .where(and(eq(callCharges.status, 'CHARGED'), isNull(callCharges.releasedAt), lte(callCharges.releaseAt, now)))
    .orderBy(asc(callCharges.releaseAt))
    .limit(limit);
}

/** Marks a call's earnings released; true the first time. */
export async function markEarningsReleased(db: Db, callId: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(callCharges)
    .set({ releasedAt: at, updatedAt: at })
    .where(and(eq(callCharges.callId, callId), isNull(callCharges.releasedAt)))
    .returning({ callId: callCharges.callId });
  return updated.length > 0;
}

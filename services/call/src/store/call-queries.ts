import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIVE_STATES, OPEN_STATES } from '../domain/call-state';
import { callPresence, calls, rings, type CallRow, type PresenceRow, type RingRow } from './schema';

type Db = Database | Transaction;

export interface CallWithRings {
  call: CallRow;
  rings: RingRow[];
}

export async function ringsOf(db: Db, callId: string): Promise<RingRow[]> {
  return db.select().from(rings).where(eq(rings.callId, callId)).orderBy(asc(rings.wave), asc(rings.rungAt), asc(rings.helperId));
}

export async function findCall(db: Db, callId: string): Promise<CallWithRings | undefined> {
  const [call] = await db.select().from(calls).where(eq(calls.id, callId));
  return call ? { call, rings: await ringsOf(db, callId) } : undefined;
}

/** The call row locked for this transaction (answers, timers and cancels of one call take turns). */
export async function lockCall(tx: Transaction, callId: string): Promise<CallWithRings | undefined> {
  return lockedWithRings(tx, (call) => eq(call.id, callId));
}

/** The user's call still looking for or ringing helpers (at most one), locked for this transaction as lockCall locks one. */
export async function lockOpenCallOf(tx: Transaction, userId: string): Promise<CallWithRings | undefined> {
  return lockedWithRings(tx, (call) => and(eq(call.userId, userId), inArray(call.state, [...OPEN_STATES])));
}

/** The calls table by another name: PostgreSQL takes `for update of` an unqualified name, and drizzle writes a table's with its schema. */
const lockedCall = alias(calls, 'locked_call');

/**
 * One call row locked (`for update of` the call only: its rings are read, not locked) with its rings
 * in the order ringsOf answers them, in one statement: the call repeated on each ring's row, or once
 * with no ring.
 */
async function lockedWithRings(tx: Transaction, which: (call: typeof lockedCall) => SQL | undefined): Promise<CallWithRings | undefined> {
  const call = lockedCall;
  const rows = await tx
    .select({ call, ring: rings })
    .from(call)
    .leftJoin(rings, eq(rings.callId, call.id))
    .where(which(call))
    .orderBy(asc(rings.wave), asc(rings.rungAt), asc(rings.helperId))
    .for('update', { of: call });
  const [first] = rows;
  if (!first) return undefined;
  return { call: first.call, rings: rows.flatMap((row) => (row.ring && row.call.id === first.call.id ? [row.ring] : [])) };
}

/** The user's calls still ringing or accepted and not over (at most one of each), with their states. */
export async function activeCallsOf(db: Db, userId: string): Promise<{ id: string; state: CallRow['state'] }[]> {
  return db
    .select({ id: calls.id, state: calls.state })
    .from(calls)
    .where(and(eq(calls.userId, userId), inArray(calls.state, [...OPEN_STATES, ...LIVE_STATES])));
}

/**
 * The call a helper answers, named as the realtime channel names it (the caller and the category):
 * the one that rang this helper most recently. Only calls that rang this helper are found.
 */
export async function callThatRang(db: Db, helperId: string, target: { callId?: string; userId?: string; categoryId?: string }): Promise<string | undefined> {
  const conditions = [eq(rings.helperId, helperId)];
  if (target.callId) conditions.push(eq(rings.callId, target.callId));
  if (target.userId) conditions.push(eq(calls.userId, target.userId));
  if (target.categoryId) conditions.push(eq(calls.categoryId, target.categoryId));
  const [row] = await db
    .select({ id: calls.id })
    .from(rings)
    .innerJoin(calls, eq(calls.id, rings.callId))
    .where(and(...conditions))
    .orderBy(sql`case when ${rings.outcome} = 'RINGING' then 0 else 1 end`, desc(rings.rungAt))
    .limit(1);
  return row?.id;
}

/**
 * Every call with a deadline and when it falls (armed at start, decision 0024): open calls' next
 * ring step, and accepted calls' one-hour end (decision 0026).
 */
export async function openCallSteps(db: Db): Promise<{ id: string; nextStepAt: Date }[]> {
  const rows = await db
    .select({ id: calls.id, nextStepAt: calls.nextStepAt })
    .from(calls)
    .where(and(inArray(calls.state, [...OPEN_STATES, ...LIVE_STATES]), isNotNull(calls.nextStepAt)));
  return rows.map((row) => ({ id: row.id, nextStepAt: row.nextStepAt! }));
}

/** Every stay of both sides in a call's meeting, oldest first. */
export async function presenceOf(db: Db, callId: string): Promise<PresenceRow[]> {
  return db.select().from(callPresence).where(eq(callPresence.callId, callId)).orderBy(asc(callPresence.joinedAt), asc(callPresence.party));
}

/** The accepted call not over in which the account is the user (role USER) or the helper (role HELPER); the latest when several. */
export async function liveCallOf(db: Db, accountId: string, role: 'USER' | 'HELPER'): Promise<CallRow | undefined> {
  const [row] = await db
    .select()
    .from(calls)
    .where(and(eq(role === 'USER' ? calls.userId : calls.helperId, accountId), inArray(calls.state, [...LIVE_STATES])))
    .orderBy(desc(calls.acceptedAt))
    .limit(1);
  return row;
}

/** The rings still ringing this helper at `now`, of calls still ringing (the partial ring index), oldest first. */
export async function openRingsOf(db: Db, helperId: string, now: Date): Promise<{ call: CallRow; ring: RingRow }[]> {
  return db
    .select({ call: calls, ring: rings })
    .from(rings)
    .innerJoin(calls, eq(calls.id, rings.callId))
    .where(and(eq(rings.helperId, helperId), eq(rings.outcome, 'RINGING'), gt(rings.endsAt, now), eq(calls.state, 'RINGING')))
    .orderBy(asc(rings.rungAt));
}

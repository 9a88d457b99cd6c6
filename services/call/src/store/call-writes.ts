import { writeAtOnce, type CommittedEvents, type Database, type OutboxBatch, type Transaction } from '@helpwire/service-kit';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { CallPartyName } from '../domain/billable-time';
import type { CallStateName, RingOutcomeName } from '../domain/call-state';
import type { CallEndReasonName } from '../domain/meeting-end';
import { callEndings, callPresence, calls, rings, type PresenceRow, type RingRow } from './schema';

export type NewCall = typeof calls.$inferInsert;
export type NewRing = typeof rings.$inferInsert;

/**
 * A new call, its first wave's rings and their events in one statement (decision 0024): the events
 * published straight after the commit when `published` is given. A second open call of the same
 * user fails on the unique index, and nothing is written.
 */
export async function writeNewCall(
  db: Database,
  call: NewCall,
  firstRings: readonly NewRing[],
  events: OutboxBatch,
  published?: CommittedEvents,
): Promise<void> {
  const changes = [db.insert(calls).values(call).getSQL()];
  if (firstRings.length > 0)
    changes.push(
      db
        .insert(rings)
        .values([...firstRings])
        .getSQL(),
    );
  await writeAtOnce(db, changes, events, published);
}

/**
 * A locked open call ended by its user, with its still-ringing rings settled and its events, in ONE
 * statement inside the caller's transaction (the lock already decided; the state is still checked).
 */
export async function writeCancelledCall(
  tx: Transaction,
  callId: string,
  from: CallStateName,
  patch: Partial<NewCall>,
  ringOutcome: RingOutcomeName,
  events: OutboxBatch,
): Promise<void> {
  const changes = [
    tx
      .update(calls)
      .set(patch)
      .where(and(eq(calls.id, callId), eq(calls.state, from)))
      .getSQL(),
    tx
      .update(rings)
      .set({ outcome: ringOutcome, settledAt: patch.updatedAt })
      .where(and(eq(rings.callId, callId), eq(rings.outcome, 'RINGING')))
      .getSQL(),
  ];
  await writeAtOnce(tx, changes, events);
}

export async function insertRings(tx: Transaction, rows: NewRing[]): Promise<void> {
  if (rows.length > 0) await tx.insert(rings).values(rows);
}

/**
 * Compare-and-set on a call: the patch applies only while the call is still in `from` (and, when
 * given, in wave `wave`). Answers whether it applied; the state itself is checked by the domain's
 * state machine before this is called.
 */
export async function updateCallIf(tx: Transaction, callId: string, from: { state: CallStateName; wave?: number }, patch: Partial<NewCall>): Promise<boolean> {
  const conditions = [eq(calls.id, callId), eq(calls.state, from.state)];
  if (from.wave !== undefined) conditions.push(eq(calls.wave, from.wave));
  const updated = await tx
    .update(calls)
    .set(patch)
    .where(and(...conditions))
    .returning({ id: calls.id });
  return updated.length === 1;
}

/** One helper's ring, settled once: only while it rings and (for an answer) before it ends. */
export async function settleRing(
  tx: Transaction,
  callId: string,
  helperId: string,
  outcome: RingOutcomeName,
  at: Date,
  answeredBeforeEnd: boolean,
): Promise<RingRow | undefined> {
  const conditions = [eq(rings.callId, callId), eq(rings.helperId, helperId), eq(rings.outcome, 'RINGING')];
  if (answeredBeforeEnd) conditions.push(gt(rings.endsAt, at));
  const [row] = await tx
    .update(rings)
    .set({ outcome, settledAt: at })
    .where(and(...conditions))
    .returning();
  return row;
}

/** Every ring of the call still ringing (ended by `endedBy` when given) settles with `outcome`; answers them. */
export async function settleRingingRings(tx: Transaction, callId: string, outcome: RingOutcomeName, at: Date, endedBy?: Date): Promise<RingRow[]> {
  const conditions = [eq(rings.callId, callId), eq(rings.outcome, 'RINGING')];
  if (endedBy) conditions.push(lte(rings.endsAt, endedBy));
  return tx
    .update(rings)
    .set({ outcome, settledAt: at })
    .where(and(...conditions))
    .returning();
}

/** Forgets the secret of a call's media room once it is ended (ending it again is then a no-op). */
export async function forgetRoomSecret(db: Database | Transaction, callId: string): Promise<void> {
  await db.update(calls).set({ mediaSecret: null }).where(eq(calls.id, callId));
}

/** A side's stay in the meeting starts (the unique index refuses a second open one for the same side). */
export async function openPresence(tx: Transaction, callId: string, party: CallPartyName, at: Date): Promise<PresenceRow> {
  const [row] = await tx.insert(callPresence).values({ callId, party, joinedAt: at, leftAt: null }).returning();
  return row!;
}

/**
 * A side's open stay ends (`party` absent: both sides'; `joinedAt` given: only the stay that began
 * then); answers the stays it closed.
 */
export async function closePresence(tx: Transaction, callId: string, party: CallPartyName | undefined, at: Date, joinedAt?: Date): Promise<PresenceRow[]> {
  const conditions = [eq(callPresence.callId, callId), isNull(callPresence.leftAt)];
  if (party) conditions.push(eq(callPresence.party, party));
  if (joinedAt) conditions.push(eq(callPresence.joinedAt, joinedAt));
  return tx
    .update(callPresence)
    .set({ leftAt: at })
    .where(and(...conditions))
    .returning();
}

/**
 * The end of an accepted call, written once: false when it was already written (the guard that
 * helpwire.call.ended goes out once per call, decision 0026).
 */
export async function insertEnding(
  tx: Transaction,
  ending: { callId: string; reason: CallEndReasonName; billableSeconds: number; endedAt: Date },
): Promise<boolean> {
  const inserted = await tx.insert(callEndings).values(ending).onConflictDoNothing().returning({ callId: callEndings.callId });
  return inserted.length === 1;
}

import type { Database, Transaction } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { LIVE_STATES, OPEN_STATES } from '../domain/call-state';
import { calls, recordingLinks, recordings, type CallRow, type RecordingRow } from './schema';

type Db = Database | Transaction;

/** A fresh key in the file storage for one recording's bytes. */
export const newRecordingStorageKey = (): string => {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
};

/** Which side of its recordings an account is: the call's user or its helper. */
export type RecordingParty = 'USER' | 'HELPER';

/** Recordings an account still keeps: of its calls as either side, not removed by that side. */
const keptBy = (accountId: string) =>
  or(and(eq(recordings.userId, accountId), isNull(recordings.userRemovedAt)), and(eq(recordings.helperId, accountId), isNull(recordings.helperRemovedAt)));

export async function recordingsKeptBy(db: Db, accountId: string): Promise<RecordingRow[]> {
  return db.select().from(recordings).where(keptBy(accountId)).orderBy(desc(recordings.createdAt));
}

/** The recordings of these calls the account still keeps (a page of its call history). */
export async function callRecordingsKeptBy(db: Db, accountId: string, callIds: readonly string[]): Promise<RecordingRow[]> {
  if (callIds.length === 0) return [];
  return db
    .select()
    .from(recordings)
    .where(and(inArray(recordings.callId, [...callIds]), keptBy(accountId)));
}

/**
 * Bytes an account's cloud recordings fill of its quota (decision 0030), as the user or the helper
 * of the call: a READY one by its size, a PENDING one (converting, or waiting to) by at least
 * `pendingBytes` (its size is known only once stored), a FAILED one nothing. Removed ones do not count.
 */
export async function storageUsedBy(db: Db, accountId: string, pendingBytes = 0): Promise<number> {
  const [row] = await db
    .select({
      used: sql<string>`coalesce(sum(case ${recordings.state} when 'READY' then ${recordings.sizeBytes} when 'PENDING' then greatest(${recordings.sizeBytes}, ${pendingBytes}) else 0 end), 0)`,
    })
    .from(recordings)
    .where(and(keptBy(accountId), eq(recordings.storageType, 'cloud')));
  return Number(row?.used ?? 0);
}

/** Holds the storage of these accounts until the transaction ends, so two recordings stored at once cannot both take the last room. */
export async function lockStorageOf(tx: Transaction, accountIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(accountIds)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`recording-storage:${id}`}, 0))`);
}

/** A recording no side could keep (their storage is full): FAILED with the reason, its bytes to delete. */
export async function markRecordingNotKept(tx: Transaction, id: string, failure: string): Promise<void> {
  await tx.update(recordings).set({ state: 'FAILED', storageKey: null, sizeBytes: 0, nextAttemptAt: null, failure }).where(eq(recordings.id, id));
}

/** One recording the account keeps; undefined for anyone else's, unknown or removed. */
export async function recordingKeptBy(db: Db, id: string, accountId: string): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, id), keptBy(accountId)));
  return row;
}

/** The PENDING recording of an ended call (written in the end's transaction): nothing when one exists already. */
export async function queueRecording(
  tx: Transaction,
  row: { callId: string; userId: string; helperId: string; storageType: 'cloud' | 'local'; at: Date; runAt: Date },
): Promise<void> {
  await tx
    .insert(recordings)
    .values({
      callId: row.callId,
      userId: row.userId,
      helperId: row.helperId,
      state: 'PENDING',
      storageType: row.storageType,
      createdAt: row.at,
      nextAttemptAt: row.runAt,
    })
    .onConflictDoNothing({ target: recordings.callId });
}

/**
 * Takes the next PENDING recording due by `now` for one worker: its next attempt moves to `leaseUntil`
 * (another worker, or this one after a crash, takes it then) and its attempts count up.
 */
export async function claimDueRecording(db: Database, now: Date, leaseUntil: Date): Promise<RecordingRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: recordings.id })
      .from(recordings)
      .where(and(eq(recordings.state, 'PENDING'), lte(recordings.nextAttemptAt, now)))
      .orderBy(recordings.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(recordings)
      .set({ nextAttemptAt: leaseUntil, attempts: sql`${recordings.attempts} + 1` })
      .where(eq(recordings.id, due.id))
      .returning();
    return claimed;
  });
}

export async function markRecordingReady(
  db: Db,
  id: string,
  done: { storageKey: string; mimeType: string; sizeBytes: number; durationSeconds: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({
      state: 'READY',
      storageKey: done.storageKey,
      mimeType: done.mimeType,
      sizeBytes: done.sizeBytes,
      durationSeconds: done.durationSeconds,
      readyAt: done.at,
      nextAttemptAt: null,
      failure: null,
    })
    .where(and(eq(recordings.id, id), eq(recordings.state, 'PENDING')))
    .returning({ id: recordings.id });
  return rows.length > 0;
}

/** A failed attempt: tried again at `retryAt`, or FAILED for good without one. */
export async function markRecordingAttemptFailed(db: Db, id: string, failure: string, retryAt: Date | undefined): Promise<void> {
  await db
    .update(recordings)
    .set(retryAt ? { nextAttemptAt: retryAt, failure } : { state: 'FAILED', nextAttemptAt: null, failure })
    .where(and(eq(recordings.id, id), eq(recordings.state, 'PENDING')));
}

/** One side stops keeping a recording; answers the row as it is now. */
export async function removeRecordingFor(tx: Transaction, id: string, party: RecordingParty, at: Date): Promise<RecordingRow | undefined> {
  const [row] = await tx
    .update(recordings)
    .set(party === 'USER' ? { userRemovedAt: at } : { helperRemovedAt: at })
    .where(eq(recordings.id, id))
    .returning();
  return row;
}

/** Forgets a recording neither side keeps (its links go with it). */
export async function dropRecording(tx: Transaction, id: string): Promise<void> {
  await tx.delete(recordings).where(eq(recordings.id, id));
}

export async function insertRecordingLink(db: Db, link: { tokenHash: string; recordingId: string; accountId: string; expiresAt: Date }): Promise<void> {
  await db.insert(recordingLinks).values(link);
}

/** The link of a token hash with its recording; expired links are answered too (the caller tells them apart). */
export async function linkOf(db: Db, tokenHash: string): Promise<{ expiresAt: Date; accountId: string; recording: RecordingRow } | undefined> {
  const [row] = await db
    .select()
    .from(recordingLinks)
    .innerJoin(recordings, eq(recordingLinks.recordingId, recordings.id))
    .where(eq(recordingLinks.tokenHash, tokenHash));
  return row ? { expiresAt: row.recording_links.expiresAt, accountId: row.recording_links.accountId, recording: row.recordings } : undefined;
}

/** Removes links that ended before `before`. */
export async function dropExpiredLinks(db: Db, before: Date): Promise<void> {
  await db.delete(recordingLinks).where(lte(recordingLinks.expiresAt, before));
}

/** Sets a call's recording choice (type, and whether it is recorded now) while it is not over; answers whether it was set. */
export async function setCallRecordingType(
  db: Db,
  callId: string,
  recordingType: 'cloud' | 'local',
  recording: boolean,
  at: Date,
): Promise<CallRow | undefined> {
  const [row] = await db
    .update(calls)
    .set({ recordingType, recording, updatedAt: at })
    .where(and(eq(calls.id, callId), inArray(calls.state, [...OPEN_STATES, ...LIVE_STATES])))
    .returning();
  return row;
}

/** A READY cloud recording the user's browser made of a peer-to-peer call (decision 0037); undefined when the call has one already. */
export async function insertBrowserRecording(
  tx: Transaction,
  row: { callId: string; userId: string; helperId: string; storageKey: string; sizeBytes: number; durationSeconds: number; at: Date },
): Promise<RecordingRow | undefined> {
  const [inserted] = await tx
    .insert(recordings)
    .values({ ...row, state: 'READY', storageType: 'cloud', mimeType: 'video/webm', createdAt: row.at, readyAt: row.at })
    .onConflictDoNothing({ target: recordings.callId })
    .returning();
  return inserted;
}

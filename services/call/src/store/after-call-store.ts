import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { CallPartyName } from '../domain/billable-time';
import {
  callFeedback,
  callFlags,
  callNotes,
  callReviews,
  calls,
  callSummaries,
  type CallRow,
  type FeedbackRow,
  type FlagRow,
  type NoteRow,
  type ReviewRow,
  type SummaryRow,
} from './schema';

type Db = Database | Transaction;

/**
 * Inserts a once-per-side row (review, feedback, flag) unless that side already has one, and answers
 * the stored row either way: `created` says which. A repeat (a double click, a retried request) never
 * makes a second row.
 */
async function insertOnce<T>(insert: () => Promise<T[]>, stored: () => Promise<T | undefined>): Promise<{ row: T; created: boolean }> {
  const [row] = await insert();
  if (row) return { row, created: true };
  return { row: (await stored())!, created: false };
}

export function insertReview(db: Db, values: typeof callReviews.$inferInsert) {
  return insertOnce(
    () => db.insert(callReviews).values(values).onConflictDoNothing().returning(),
    async () =>
      (
        await db
          .select()
          .from(callReviews)
          .where(and(eq(callReviews.callId, values.callId), eq(callReviews.side, values.side)))
      )[0],
  );
}

export function insertFeedback(db: Db, values: typeof callFeedback.$inferInsert) {
  return insertOnce(
    () => db.insert(callFeedback).values(values).onConflictDoNothing().returning(),
    async () =>
      (
        await db
          .select()
          .from(callFeedback)
          .where(and(eq(callFeedback.callId, values.callId), eq(callFeedback.side, values.side)))
      )[0],
  );
}

export function insertFlag(db: Db, values: typeof callFlags.$inferInsert) {
  return insertOnce(
    () => db.insert(callFlags).values(values).onConflictDoNothing().returning(),
    () => flagOf(db, values.callId, values.side),
  );
}

export async function flagOf(db: Db, callId: string, side: CallPartyName): Promise<FlagRow | undefined> {
  const [row] = await db
    .select()
    .from(callFlags)
    .where(and(eq(callFlags.callId, callId), eq(callFlags.side, side)));
  return row;
}

export async function updateFlag(
  db: Db,
  callId: string,
  side: CallPartyName,
  change: { reason?: string; active?: boolean; updatedAt: Date },
): Promise<FlagRow | undefined> {
  const [row] = await db
    .update(callFlags)
    .set(change)
    .where(and(eq(callFlags.callId, callId), eq(callFlags.side, side)))
    .returning();
  return row;
}

export async function addNote(db: Db, callId: string, text: string, createdAt: Date): Promise<void> {
  await db.insert(callNotes).values({ callId, text, createdAt });
}

export async function notesOf(db: Db, callId: string): Promise<NoteRow[]> {
  return db.select().from(callNotes).where(eq(callNotes.callId, callId)).orderBy(asc(callNotes.createdAt), asc(callNotes.id));
}

export async function summaryOf(db: Db, callId: string): Promise<SummaryRow | undefined> {
  const [row] = await db.select().from(callSummaries).where(eq(callSummaries.callId, callId));
  return row;
}

export async function saveSummary(db: Db, row: SummaryRow): Promise<SummaryRow> {
  const [saved] = await db
    .insert(callSummaries)
    .values(row)
    .onConflictDoUpdate({ target: callSummaries.callId, set: { summary: row.summary, steps: row.steps, updatedAt: row.updatedAt } })
    .returning();
  return saved!;
}

export interface Page {
  page: number;
  limit: number;
}

export interface ReviewWithCategory extends ReviewRow {
  categoryId: string;
}

/** Users' reviews of a helper, newest first, with the total. */
export async function reviewsOfHelper(db: Db, helperId: string, { page, limit }: Page): Promise<{ rows: ReviewWithCategory[]; total: number }> {
  const where = and(eq(callReviews.subjectId, helperId), eq(callReviews.side, 'USER'));
  const rows = await db
    .select({ review: callReviews, categoryId: calls.categoryId })
    .from(callReviews)
    .innerJoin(calls, eq(calls.id, callReviews.callId))
    .where(where)
    .orderBy(desc(callReviews.createdAt), desc(callReviews.callId))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: count() }).from(callReviews).where(where)) as [{ total: number }];
  return { rows: rows.map((r) => ({ ...r.review, categoryId: r.categoryId })), total };
}

/** A helper's star ratings from users: their mean, how many, and how many gave 1 to 5 stars. */
export async function averageRatingOf(db: Db, helperId: string): Promise<{ average: number | null; count: number; stars: number[] }> {
  const rows = await db
    .select({ rating: callReviews.rating, count: count() })
    .from(callReviews)
    .where(and(eq(callReviews.subjectId, helperId), eq(callReviews.side, 'USER'), isNotNull(callReviews.rating)))
    .groupBy(callReviews.rating);
  const stars = [1, 2, 3, 4, 5].map((rating) => rows.find((row) => row.rating === rating)?.count ?? 0);
  const total = stars.reduce((sum, n) => sum + n, 0);
  const average = total === 0 ? null : stars.reduce((sum, n, i) => sum + n * (i + 1), 0) / total;
  return { average, count: total, stars };
}

export interface HistoryFilter {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  categoryId?: string;
}

/** The ended calls of an account on one side, newest first. */
export async function endedCallsOf(
  db: Db,
  side: CallPartyName,
  accountId: string,
  filter: HistoryFilter,
  { page, limit }: Page,
): Promise<{ rows: CallRow[]; total: number }> {
  const conditions: SQL[] = [eq(calls.state, 'ENDED'), side === 'USER' ? eq(calls.userId, accountId) : eq(calls.helperId, accountId)];
  if (filter.from) conditions.push(gte(calls.acceptedAt, filter.from));
  if (filter.to) conditions.push(lt(calls.acceptedAt, filter.to));
  if (filter.categoryId) conditions.push(eq(calls.categoryId, filter.categoryId));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(calls)
    .where(where)
    .orderBy(desc(calls.acceptedAt), desc(calls.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: count() }).from(calls).where(where)) as [{ total: number }];
  return { rows, total };
}

export interface AfterCallRows {
  reviews: ReviewRow[];
  feedback: FeedbackRow[];
  flags: FlagRow[];
  summaries: SummaryRow[];
}

/** Everything written after these calls, in four reads whatever the page size. */
export async function afterCallRowsOf(db: Db, callIds: string[]): Promise<AfterCallRows> {
  if (callIds.length === 0) return { reviews: [], feedback: [], flags: [], summaries: [] };
  const [reviews, feedback, flags, summaries] = await Promise.all([
    db.select().from(callReviews).where(inArray(callReviews.callId, callIds)),
    db.select().from(callFeedback).where(inArray(callFeedback.callId, callIds)),
    db.select().from(callFlags).where(inArray(callFlags.callId, callIds)),
    db.select().from(callSummaries).where(inArray(callSummaries.callId, callIds)),
  ]);
  return { reviews, feedback, flags, summaries };
}

import type { Database, Transaction } from '@helpwire/service-kit';
import { and, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { callCharges, tabCharges, type CallChargeRow } from './charge-schema';
import { disputes, type DisputeRow, type DisputeSideName, type DisputeStatusName } from './dispute-schema';
import { ledgerTransfers } from './ledger-schema';

/**
 * The calls among `callIds` that have an open (not RESOLVED) dispute: the earnings release job
 * leaves these pending (decision 0032). One probe of the partial unique index per id.
 */
export async function openDisputeCallIds(db: Database, callIds: readonly string[]): Promise<Set<string>> {
  if (callIds.length === 0) return new Set();
  const rows = await db
    .select({ callId: disputes.callId })
    .from(disputes)
    .where(and(inArray(disputes.callId, [...callIds]), ne(disputes.status, 'RESOLVED')));
  return new Set(rows.map((row) => row.callId));
}

/** Whether a call's earnings are held by an open dispute. */
export async function hasOpenDispute(db: Database, callId: string): Promise<boolean> {
  return (await openDisputeCallIds(db, [callId])).has(callId);
}

/** A call that was charged (CHARGED, with its helper known), or undefined. */
export async function findChargedCall(db: Database, callId: string): Promise<CallChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(callCharges)
    .where(and(eq(callCharges.callId, callId), eq(callCharges.status, 'CHARGED')));
  return row?.helperId && row.priceMinor !== null ? row : undefined;
}

/** The provider's payment intent of a succeeded tab charge. */
export async function tabChargeIntentId(db: Database, tabChargeId: string): Promise<string | null> {
  const [row] = await db
    .select({ intentId: tabCharges.intentId })
    .from(tabCharges)
    .where(and(eq(tabCharges.id, tabChargeId), eq(tabCharges.status, 'SUCCEEDED')));
  return row?.intentId ?? null;
}

/** Whether a ledger transfer with this id (an idempotency key such as `C:release`) was committed. */
export async function transferExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  return row !== undefined;
}

export type NewDispute = Pick<
  DisputeRow,
  'callId' | 'userId' | 'helperId' | 'callPriceMinor' | 'openedBy' | 'reason' | 'description' | 'resolution' | 'attachment'
>;

/** Inserts a PENDING dispute; undefined when the call already has an open one (the partial unique index). */
export async function insertDispute(db: Database | Transaction, values: NewDispute): Promise<DisputeRow | undefined> {
  const [row] = await db
    .insert(disputes)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoNothing({ target: disputes.callId, where: sql`${disputes.status} <> 'RESOLVED'` })
    .returning();
  return row;
}

export async function findDispute(db: Database | Transaction, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}

/** Who reads: a party (its own disputes as that side) or an admin (all, optionally of one status). */
export type DisputeReader = { side: DisputeSideName; accountId: string } | { side: 'ADMIN'; status?: DisputeStatusName };

function readable(reader: DisputeReader): SQL | undefined {
  if (reader.side === 'ADMIN') return reader.status ? eq(disputes.status, reader.status) : undefined;
  return eq(reader.side === 'USER' ? disputes.userId : disputes.helperId, reader.accountId);
}

/** One dispute if `reader` may read it. */
export async function findReadableDispute(db: Database, id: string, reader: DisputeReader): Promise<DisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, id), readable(reader)));
  return row;
}

/** A page of the disputes `reader` may read, newest first, and how many there are. */
export async function listReadableDisputes(db: Database, reader: DisputeReader, page: number, limit: number): Promise<{ rows: DisputeRow[]; total: number }> {
  const where = readable(reader);
  const rows = await db
    .select()
    .from(disputes)
    .where(where)
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(disputes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The refund plans already decided for a call's other disputes (what is left to refund). */
export async function otherRefundPlans(db: Database, callId: string, exceptId: string): Promise<DisputeRow['refundPlan'][]> {
  const rows = await db
    .select({ plan: disputes.refundPlan })
    .from(disputes)
    .where(and(eq(disputes.callId, callId), ne(disputes.id, exceptId), sql`${disputes.refundPlan} is not null`));
  return rows.map((row) => row.plan);
}

/** The compensation already decided for a call's other disputes, in cents (what is left to compensate). */
export async function otherCompensationsMinor(db: Database, callId: string, exceptId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${disputes.compensationMinor}), 0)` })
    .from(disputes)
    .where(and(eq(disputes.callId, callId), ne(disputes.id, exceptId), sql`${disputes.compensationMinor} is not null`));
  return BigInt(row?.total ?? 0);
}

/** Records the admin's decision once: only while the dispute is open and undecided; undefined otherwise. */
export async function recordDecision(
  db: Database,
  id: string,
  values: Pick<DisputeRow, 'adminResolution' | 'refundedMinor' | 'refundPlan' | 'compensationMinor' | 'note' | 'adminAttachment' | 'decidedBy'>,
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .update(disputes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(disputes.id, id), ne(disputes.status, 'RESOLVED'), isNull(disputes.adminResolution)))
    .returning();
  return row;
}

/**
 * Takes back a recorded decision whose money could not move (nothing of it moved): the dispute is
 * open to a decision again. Only while it is still that decision and not RESOLVED (a compare-and-set).
 */
export async function withdrawDecision(db: Database, decided: Pick<DisputeRow, 'id' | 'adminResolution'>): Promise<boolean> {
  if (!decided.adminResolution) return false;
  const rows = await db
    .update(disputes)
    .set({
      adminResolution: null,
      refundedMinor: null,
      refundPlan: null,
      compensationMinor: null,
      note: null,
      adminAttachment: null,
      decidedBy: null,
      updatedAt: new Date(),
    })
    .where(and(eq(disputes.id, decided.id), ne(disputes.status, 'RESOLVED'), eq(disputes.adminResolution, decided.adminResolution)))
    .returning({ id: disputes.id });
  return rows.length > 0;
}

/** Updates a dispute only while it has `status` (a compare-and-set); undefined when it moved on. */
export async function updateDisputeWhile(
  db: Database | Transaction,
  id: string,
  status: DisputeStatusName,
  values: Partial<DisputeRow>,
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .update(disputes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(disputes.id, id), eq(disputes.status, status)))
    .returning();
  return row;
}

/** Marks a decided dispute RESOLVED (once: a second call finds it resolved and changes nothing). */
/** RESOLVED now; undefined when it already was (another attempt resolved it). */
export async function resolveIfOpen(db: Database | Transaction, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db
    .update(disputes)
    .set({ status: 'RESOLVED', resolvedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(disputes.id, id), ne(disputes.status, 'RESOLVED')))
    .returning();
  return row;
}

/** The disputes of an account's calls, as the user or the helper (the console's People page), newest first, and how many. */
export async function accountDisputes(db: Database, accountId: string, limit: number): Promise<{ rows: DisputeRow[]; total: number }> {
  const where = or(eq(disputes.userId, accountId), eq(disputes.helperId, accountId));
  const [rows, [total]] = await Promise.all([
    db.select().from(disputes).where(where).orderBy(desc(disputes.createdAt), desc(disputes.id)).limit(limit),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentSchema } from './payment-schema';

export type DisputeStatusName = 'PENDING' | 'IN_REVIEW' | 'RESOLVED';
export type DisputeResolutionName = 'FULL_REFUND' | 'PARTIAL_REFUND' | 'USER_WARNING' | 'USER_BAN' | 'COMPENSATION';
export type DisputeSideName = 'USER' | 'HELPER';

/** A file the auth service stores (purpose DISPUTE), as the dispute keeps it. */
export interface DisputeFileRow {
  id: string;
  name: string;
  mimeType: string;
  size: number;
}

/**
 * How a refund is split (decision 0032), fixed when an admin decides and never recomputed: a retry
 * moves exactly these amounts under the same transfer ids. All in cents.
 */
export interface RefundPlan {
  /** Back to the card through the provider, from the call's captured hold. */
  cardMinor: string;
  /** Back to the card through the provider, from the tab charge that paid the call's tab part. */
  paidTabMinor: string;
  /** Taken off the user's unpaid tab (a ledger credit to USER_TAB; nothing goes to the card). */
  unpaidTabMinor: string;
  /** Clawed back from the helper's pending earnings, on the card legs and on the tab leg. */
  helperCardMinor: string;
  helperTabMinor: string;
}

/**
 * Disputes about charged calls (spec §3 Dispute). The parties are copied from the call's
 * `call_charges` row when it is opened, so each side's list is one indexed read. At most one open
 * (not RESOLVED) dispute per call; while it is open the call's earnings stay pending.
 */
export const disputes = paymentSchema.table(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: text('call_id').notNull(),
    userId: uuid('user_id').notNull(),
    helperId: uuid('helper_id').notNull(),
    /** The call's price when the dispute was opened (cents). */
    callPriceMinor: bigint('call_price_minor', { mode: 'bigint' }).notNull(),
    openedBy: text('opened_by').$type<DisputeSideName>().notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    /** What the party asked for. */
    resolution: text('resolution').$type<DisputeResolutionName>().notNull(),
    status: text('status').$type<DisputeStatusName>().notNull().default('PENDING'),
    attachment: jsonb('attachment').$type<DisputeFileRow>(),
    /** The admin's decision: set first, then the money moves, then the status becomes RESOLVED. */
    adminResolution: text('admin_resolution').$type<DisputeResolutionName>(),
    adminAttachment: jsonb('admin_attachment').$type<DisputeFileRow>(),
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }),
    refundPlan: jsonb('refund_plan').$type<RefundPlan>(),
    compensationMinor: bigint('compensation_minor', { mode: 'bigint' }),
    note: text('note'),
    decidedBy: uuid('decided_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open dispute per call; also the release job's "held by a dispute" lookup.
    uniqueIndex('disputes_open_call_idx').on(t.callId).where(sql`${t.status} <> 'RESOLVED'`),
    index('disputes_call_idx').on(t.callId),
    index('disputes_user_idx').on(t.userId, t.createdAt),
    index('disputes_helper_idx').on(t.helperId, t.createdAt),
    index('disputes_status_idx').on(t.status, t.createdAt),
  ],
);

export type DisputeRow = typeof disputes.$inferSelect;

import { sql } from 'drizzle-orm';
import { bigint, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentSchema } from './payment-schema';

/**
 * How a call is paid for (decision 0031): the hold placed before any helper is rung, then, when
 * `helpwire.call.ended` arrives, the price split into the helper's share and the commission, and
 * how it was settled (captured from the hold, or added to the user's tab). The money itself is in
 * the ledger (decision 0032); this row is the call's state machine and the provider's references.
 */
export type CallChargeStatus =
  /** The hold is placed (or the call needs none yet); the call has not ended. */
  | 'HELD'
  /**
   * The on-session hold waits for the user's 3-D Secure step (`holdIntentId` is the waiting intent):
   * nobody is rung yet. The step done, AuthorizeCall again finds it held (HELD) or failed (RELEASED).
   */
  | 'AUTHENTICATING'
  /** The call ended and was charged: captured, on the tab, or both. */
  | 'CHARGED'
  /** The call ended without both being connected (nothing to pay); the hold was released. */
  | 'RELEASED';

export const callCharges = paymentSchema.table(
  'call_charges',
  {
    /** The call's id (HW-…): the idempotency key of everything done for it. */
    callId: text('call_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** Known once the call is accepted (from helpwire.call.ended). */
    helperId: uuid('helper_id'),
    categoryId: text('category_id').notNull(),
    /** The category's rate when the hold was placed (integer cents per minute). */
    rateMinor: bigint('rate_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<CallChargeStatus>().notNull(),
    /** The provider's payment intent of the hold (null when no hold was placed; while AUTHENTICATING, the intent waiting for 3-D Secure). */
    holdIntentId: text('hold_intent_id'),
    holdMinor: bigint('hold_minor', { mode: 'bigint' }).notNull(),
    billableSeconds: integer('billable_seconds'),
    /** The commission when the call ended (basis points): the settlement is recomputed from the row alone. */
    commissionBasisPoints: integer('commission_basis_points'),
    priceMinor: bigint('price_minor', { mode: 'bigint' }),
    commissionMinor: bigint('commission_minor', { mode: 'bigint' }),
    /** What was captured from the hold. */
    capturedMinor: bigint('captured_minor', { mode: 'bigint' }),
    /** What went to the user's tab. */
    tabMinor: bigint('tab_minor', { mode: 'bigint' }),
    /** The tab charge that paid this call's tab part (null while it is owed). */
    tabChargeId: uuid('tab_charge_id'),
    /** When the helper's share becomes withdrawable (the call's end + 72 h). */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_charges_user_idx').on(t.userId, t.createdAt),
    index('call_charges_helper_idx').on(t.helperId, t.endedAt),
    // The earnings release job's work list: charged, not yet released.
    index('call_charges_release_idx').on(t.releaseAt).where(sql`${t.releasedAt} IS NULL AND ${t.status} = 'CHARGED'`),
    // The tab's unpaid items, oldest first.
    index('call_charges_unpaid_tab_idx').on(t.userId, t.endedAt).where(sql`${t.tabMinor} > 0 AND ${t.tabChargeId} IS NULL`),
  ],
);

export type CallChargeRow = typeof callCharges.$inferSelect;

/** Why a tab was charged (decision 0031). */
export type TabChargeReason = 'THRESHOLD' | 'AGE' | 'CARD_CHANGED' | 'ACCOUNT_DELETED' | 'PAY_NOW';
/**
 * PENDING: the items are claimed and the provider is being asked (a restart finishes it with the same
 * keys); SUCCEEDED; FAILED (declined or authentication_required: the items are owed again, and new
 * calls are blocked until the tab is paid).
 */
export type TabChargeStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

/** Each attempt to charge a user's tab off-session (or on-session by "pay now"). */
export const tabCharges = paymentSchema.table(
  'tab_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').$type<TabChargeReason>().notNull(),
    status: text('status').$type<TabChargeStatus>().notNull(),
    intentId: text('intent_id'),
    /** The provider's decline code when it failed (authentication_required, card_declined…). */
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tab_charges_user_idx').on(t.userId, t.createdAt)],
);

export type TabChargeRow = typeof tabCharges.$inferSelect;

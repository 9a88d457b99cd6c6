import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentSchema } from './payment-schema';

/** Where a subscription stands (ENDED rows are history: the account is on the free plan). */
export const SUBSCRIPTION_ROW_STATUSES = ['INCOMPLETE', 'ACTIVE', 'PAST_DUE', 'ENDED'] as const;
export type SubscriptionRowStatus = (typeof SUBSCRIPTION_ROW_STATUSES)[number];

/** Why a subscription ended. */
export const SUBSCRIPTION_END_REASONS = ['CANCELED', 'PAYMENT_FAILED', 'INCOMPLETE'] as const;
export type SubscriptionEndReason = (typeof SUBSCRIPTION_END_REASONS)[number];

export const INVOICE_ROW_STATUSES = ['OPEN', 'PAID', 'VOID', 'REFUNDED'] as const;
export type InvoiceRowStatus = (typeof INVOICE_ROW_STATUSES)[number];

export const INVOICE_ROW_REASONS = ['SUBSCRIBE', 'RENEWAL', 'UPGRADE'] as const;
export type InvoiceRowReason = (typeof INVOICE_ROW_REASONS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A storage subscription (decision 0085): one live row per account (status other than ENDED), the
 * provider's ids, the plan in effect and the one chosen for the period's end, and dunning's state.
 * The provider's subscription is the truth; `sync-subscription.ts` brings this row in line with it.
 */
export const subscriptions = paymentSchema.table(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    /** The plan in effect now. */
    planId: text('plan_id').notNull(),
    /** A downgrade chosen for the period's end. */
    nextPlanId: text('next_plan_id'),
    status: text('status').$type<SubscriptionRowStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Dunning: payment attempts of the failed renewal so far, when it first failed, the next retry and the end of grace. */
    dunningAttempt: integer('dunning_attempt').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason').$type<SubscriptionEndReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_live_per_account').on(t.accountId).where(sql`${t.status} <> 'ENDED'`),
    uniqueIndex('subscriptions_provider_id_unique').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_status_known', sql`${t.status} in (${inList(SUBSCRIPTION_ROW_STATUSES)})`),
    check('subscriptions_ended_reason_known', sql`${t.endedReason} is null or ${t.endedReason} in (${inList(SUBSCRIPTION_END_REASONS)})`),
    check('subscriptions_period_ordered', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    check('subscriptions_dunning_attempt_not_negative', sql`${t.dunningAttempt} >= 0`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Our invoice numbers, HW-<year>-<seq> (`invoice-number.ts`). */
export const subscriptionInvoiceNumbers = paymentSchema.sequence('subscription_invoice_number_seq', { startWith: 1 });

/** One line of an invoice as stored: integer minor units as a string (negative for a proration credit). */
export interface StoredInvoiceLine {
  description: string;
  amountMinor: string;
  proration: boolean;
}

/**
 * A subscription's invoice (decision 0085): our number, the provider's id, why it was made, where
 * its payment stands, its lines in integer minor units, and the ledger transfer that recorded it paid
 * (and the reversal of a refund).
 */
export const subscriptionInvoices = paymentSchema.table(
  'subscription_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    accountId: uuid('account_id').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    reason: text('reason').$type<InvoiceRowReason>().notNull(),
    status: text('status').$type<InvoiceRowStatus>().notNull(),
    planId: text('plan_id').notNull(),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The provider's reason for the last failed attempt (card_declined, authentication_required). */
    failureCode: text('failure_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The SUBSCRIPTION ledger transfer once posted, and the REVERSAL of its refund. */
    transferId: text('transfer_id'),
    refundTransferId: text('refund_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_number_unique').on(t.number),
    uniqueIndex('subscription_invoices_provider_id_unique').on(t.provider, t.providerInvoiceId),
    index('subscription_invoices_account_idx').on(t.accountId, t.createdAt),
    check('subscription_invoices_status_known', sql`${t.status} in (${inList(INVOICE_ROW_STATUSES)})`),
    check('subscription_invoices_reason_known', sql`${t.reason} in (${inList(INVOICE_ROW_REASONS)})`),
    check('subscription_invoices_total_not_negative', sql`${t.totalMinor} >= 0`),
    check('subscription_invoices_refund_within_total', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.totalMinor}`),
  ],
);

export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;

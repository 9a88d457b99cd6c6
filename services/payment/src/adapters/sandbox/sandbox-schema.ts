import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox card provider's own state (what Stripe would hold), so `npm start` keeps test cards
 * across restarts. A schema of its own, migrated only when the sandbox is the card provider
 * (decision 0044): a database configured for Stripe never has these tables.
 */
export const paymentSandboxSchema = pgSchema('payment_sandbox');

export const sandboxSetupIntents = paymentSandboxSchema.table('sandbox_setup_intents', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  /** requires_payment_method | requires_action | succeeded */
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentMethods = paymentSandboxSchema.table(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    /** Null once detached. */
    customerId: text('customer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** Which test card it is (succeeds / declined / requiresAuthentication): charges behave like it. */
    behaviour: text('behaviour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_methods_customer_idx').on(t.customerId)],
);

export const sandboxPaymentIntents = paymentSandboxSchema.table('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  amountReceived: bigint('amount_received', { mode: 'bigint' }).notNull().default(sql`0`),
  amountRefunded: bigint('amount_refunded', { mode: 'bigint' }).notNull().default(sql`0`),
  /** requires_action (3-D Secure asked, on-session) | requires_payment_method (it failed) | requires_capture | succeeded | canceled */
  status: text('status').notNull(),
  /** The cardholder's secret for the 3-D Secure step of an on-session hold. */
  clientSecret: text('client_secret'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Like Stripe: a repeated Idempotency-Key answers the first result. */
export const sandboxIdempotency = paymentSandboxSchema.table('sandbox_idempotency', {
  key: text('key').primaryKey(),
  result: jsonb('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Billing (decision 0085): Stripe Billing's objects for the sandbox's storage subscriptions ---

/** A test clock per customer, as Stripe's: the customer's subscriptions live on its frozen time. */
export const sandboxTestClocks = paymentSandboxSchema.table('sandbox_test_clocks', {
  customerId: text('customer_id').primaryKey(),
  frozenTime: timestamp('frozen_time', { withTimezone: true }).notNull(),
});

/** A monthly price per plan and amount, found by its lookup key (`<plan>_<cents>`, as Stripe's). */
export const sandboxPrices = paymentSandboxSchema.table('sandbox_prices', {
  id: text('id').primaryKey(),
  lookupKey: text('lookup_key').notNull().unique(),
  productName: text('product_name').notNull(),
  currency: text('currency').notNull(),
  unitAmount: bigint('unit_amount', { mode: 'bigint' }).notNull(),
});

export const sandboxSubscriptions = paymentSandboxSchema.table(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** incomplete | incomplete_expired | active | past_due | unpaid | canceled */
    status: text('status').notNull(),
    priceId: text('price_id').notNull(),
    /** An upgrade waiting for its invoice's payment (pending_if_incomplete). */
    pendingPriceId: text('pending_price_id'),
    billingCycleAnchor: timestamp('billing_cycle_anchor', { withTimezone: true }).notNull(),
    /** Periods since the anchor: the current period is [anchor + n months, anchor + n + 1 months). */
    periodIndex: integer('period_index').notNull().default(0),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    defaultPaymentMethodId: text('default_payment_method_id'),
    latestInvoiceId: text('latest_invoice_id'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_subscriptions_customer_idx').on(t.customerId)],
);

export const sandboxInvoices = paymentSandboxSchema.table(
  'sandbox_invoices',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** draft | open | paid | void | uncollectible */
    status: text('status').notNull(),
    billingReason: text('billing_reason').notNull(),
    currency: text('currency').notNull(),
    amountDue: bigint('amount_due', { mode: 'bigint' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'bigint' }).notNull().default(sql`0`),
    amountRefunded: bigint('amount_refunded', { mode: 'bigint' }).notNull().default(sql`0`),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** [{ description, amount (minor units as a string), proration }] */
    lines: jsonb('lines').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    paymentIntentId: text('payment_intent_id'),
    /** succeeded | requires_action | requires_payment_method */
    paymentStatus: text('payment_status'),
    clientSecret: text('client_secret'),
    failureCode: text('failure_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_invoices_subscription_idx').on(t.subscriptionId)],
);

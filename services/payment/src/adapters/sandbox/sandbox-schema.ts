import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

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

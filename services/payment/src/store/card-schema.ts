import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentSchema } from './payment-schema';

/**
 * Cards (spec §2 Payment Methods). The provider (Stripe or the sandbox) holds the card itself; we
 * mirror brand, last 4 and expiry, and own the default flag (Stripe's customer default applies only
 * to invoices). A card number is never stored anywhere.
 */

/** One provider customer per account and provider ("one Stripe Customer per account"). */
export const customers = paymentSchema.table(
  'customers',
  {
    accountId: uuid('account_id').notNull(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.provider] }), uniqueIndex('customers_provider_customer_uq').on(t.provider, t.providerCustomerId)],
);

export const cards = paymentSchema.table(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    provider: text('provider').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cards_provider_payment_method_uq').on(t.provider, t.providerPaymentMethodId),
    index('cards_account_idx').on(t.accountId),
    // At most one default card per account, whatever races.
    uniqueIndex('cards_one_default_uq').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/** Stripe webhook events, stored before they are acted on; the id dedupes replays. */
export const webhookEvents = paymentSchema.table('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentSchema } from './payment-schema';

/** A text in both built-in languages. */
export interface PlanText {
  en: string;
  ar: string;
}

/**
 * The recording storage plans on offer (issue 25): one row a plan, in one place the console can
 * later edit. Prices are integer minor units per period; the free plan costs 0. A plan taken off
 * sale keeps its row (`on_sale` false): subscriptions to it go on until they end.
 */
export const storagePlans = paymentSchema.table(
  'storage_plans',
  {
    /** A stable slug: free, plus, pro. */
    id: text('id').primaryKey(),
    name: jsonb('name').$type<PlanText>().notNull(),
    summary: jsonb('summary').$type<PlanText>().notNull(),
    storageBytes: bigint('storage_bytes', { mode: 'bigint' }).notNull(),
    retentionDays: integer('retention_days').notNull(),
    currency: text('currency').notNull(),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    interval: text('interval').$type<'MONTH'>().notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('storage_plans_price_not_negative', sql`${t.priceMinor} >= 0`),
    check('storage_plans_storage_positive', sql`${t.storageBytes} > 0`),
    check('storage_plans_retention_positive', sql`${t.retentionDays} > 0`),
  ],
);

export type StoragePlanRow = typeof storagePlans.$inferSelect;

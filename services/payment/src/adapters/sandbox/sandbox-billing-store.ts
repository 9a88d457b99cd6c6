import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sandboxInvoices, sandboxPrices, sandboxSubscriptions, sandboxTestClocks } from './sandbox-schema';

/** The sandbox billing provider's records: what Stripe Billing would hold for a test-mode account. */

type Db = Database | Transaction;
export type SandboxPriceRow = typeof sandboxPrices.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;

export async function findTestClock(db: Db, customerId: string): Promise<Date | undefined> {
  const [row] = await db.select().from(sandboxTestClocks).where(eq(sandboxTestClocks.customerId, customerId));
  return row?.frozenTime;
}

/** The customer's clock, made at `at` on first use. */
export async function ensureTestClock(db: Db, customerId: string, at: Date): Promise<Date> {
  await db.insert(sandboxTestClocks).values({ customerId, frozenTime: at }).onConflictDoNothing();
  return (await findTestClock(db, customerId))!;
}

export async function setTestClock(db: Db, customerId: string, to: Date): Promise<void> {
  await db.update(sandboxTestClocks).set({ frozenTime: to }).where(eq(sandboxTestClocks.customerId, customerId));
}

export async function findPriceByLookupKey(db: Db, lookupKey: string): Promise<SandboxPriceRow | undefined> {
  const [row] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.lookupKey, lookupKey));
  return row;
}

export async function findPrice(db: Db, id: string): Promise<SandboxPriceRow | undefined> {
  const [row] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, id));
  return row;
}

/** A new price (made once: a concurrent maker's row for the same lookup key stands). */
export async function insertPrice(db: Db, row: SandboxPriceRow): Promise<void> {
  await db.insert(sandboxPrices).values(row).onConflictDoNothing();
}

export async function insertSandboxSubscription(db: Db, row: typeof sandboxSubscriptions.$inferInsert): Promise<void> {
  await db.insert(sandboxSubscriptions).values(row);
}

export async function findSandboxSubscription(db: Db, id: string): Promise<SandboxSubscriptionRow | undefined> {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row;
}

/** The customer's subscriptions a clock may move (not yet ended), oldest first. */
export async function runningSubscriptionsOf(db: Db, customerId: string): Promise<SandboxSubscriptionRow[]> {
  return db
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.customerId, customerId), inArray(sandboxSubscriptions.status, ['incomplete', 'active', 'past_due'])))
    .orderBy(asc(sandboxSubscriptions.billingCycleAnchor));
}

export async function updateSandboxSubscription(db: Db, id: string, set: Partial<typeof sandboxSubscriptions.$inferInsert>): Promise<void> {
  await db.update(sandboxSubscriptions).set(set).where(eq(sandboxSubscriptions.id, id));
}

export async function insertSandboxInvoice(db: Db, row: typeof sandboxInvoices.$inferInsert): Promise<void> {
  await db.insert(sandboxInvoices).values(row);
}

export async function findSandboxInvoice(db: Db, id: string): Promise<SandboxInvoiceRow | undefined> {
  const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
  return row;
}

export async function updateSandboxInvoice(db: Db, id: string, set: Partial<typeof sandboxInvoices.$inferInsert>): Promise<void> {
  await db.update(sandboxInvoices).set(set).where(eq(sandboxInvoices.id, id));
}

/** Voids a subscription's open invoices (it was cancelled). */
export async function voidOpenInvoicesOf(db: Db, subscriptionId: string): Promise<void> {
  await db
    .update(sandboxInvoices)
    .set({ status: 'void' })
    .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open')));
}

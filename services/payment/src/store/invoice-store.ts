import type { Database, Transaction } from '@helpwire/service-kit';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { subscriptionInvoices, type SubscriptionInvoiceRow } from './subscription-schema';

type Db = Database | Transaction;

export async function findInvoiceByProviderId(db: Db, provider: string, providerInvoiceId: string): Promise<SubscriptionInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.provider, provider), eq(subscriptionInvoices.providerInvoiceId, providerInvoiceId)));
  return row;
}

export async function findInvoice(db: Db, id: string): Promise<SubscriptionInvoiceRow | undefined> {
  const [row] = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id));
  return row;
}

/** One of the account's invoices; another account's is as unknown as a missing one. */
export async function findInvoiceOf(db: Db, accountId: string, id: string): Promise<SubscriptionInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.accountId, accountId)));
  return row;
}

/**
 * Records an invoice under our next number, HW-<year>-<seq> (the year of `at`, the account's clock).
 * Called under the subscription's row lock, so an invoice is numbered once.
 */
export async function insertInvoice(tx: Db, row: Omit<typeof subscriptionInvoices.$inferInsert, 'number'>, at: Date): Promise<SubscriptionInvoiceRow> {
  const number = sql<string>`${`HW-${at.getUTCFullYear()}-`} || lpad(nextval('payment.subscription_invoice_number_seq')::text, 6, '0')`;
  const [created] = await tx
    .insert(subscriptionInvoices)
    .values({ ...row, number })
    .returning();
  return created!;
}

export async function updateInvoice(tx: Db, id: string, set: Partial<typeof subscriptionInvoices.$inferInsert>): Promise<SubscriptionInvoiceRow> {
  const [row] = await tx
    .update(subscriptionInvoices)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(subscriptionInvoices.id, id))
    .returning();
  return row!;
}

/** The account's invoices, newest first, a page at a time, and how many there are. */
export async function invoicesOf(db: Db, accountId: string, page: number, pageSize: number): Promise<{ rows: SubscriptionInvoiceRow[]; total: number }> {
  const rows = await db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.accountId, accountId))
    .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.number))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(subscriptionInvoices).where(eq(subscriptionInvoices.accountId, accountId));
  return { rows, total: total?.n ?? 0 };
}

/** Paid invoices whose ledger transfer is not recorded yet (a restart between the two): the job posts them. */
export async function paidInvoicesWithoutTransfer(db: Db, limit: number): Promise<SubscriptionInvoiceRow[]> {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.status, 'PAID'), isNull(subscriptionInvoices.transferId), gt(subscriptionInvoices.totalMinor, 0n)))
    .limit(limit);
}

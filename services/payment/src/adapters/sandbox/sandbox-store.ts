import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sandboxIdempotency, sandboxPaymentIntents, sandboxPaymentMethods, sandboxSetupIntents } from './sandbox-schema';

/** The sandbox provider's own records: what Stripe would hold for a test-mode account. */

export type SandboxSetupIntentRow = typeof sandboxSetupIntents.$inferSelect;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxPaymentIntentRow = typeof sandboxPaymentIntents.$inferSelect;

/**
 * Runs `create` once per key, like Stripe's Idempotency-Key: a repeat answers the first result. The
 * key, the work and its result commit together in one transaction, so a crash in between leaves
 * nothing (a retry does the work once), and a concurrent request with the key waits on the key's row
 * and then answers the first result.
 */
export async function sandboxOnce<T>(db: Database, key: string, create: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, key, {}))) return firstResult<T>(tx, key);
    const result = await create(tx);
    await tx
      .update(sandboxIdempotency)
      .set({ result: result as object })
      .where(eq(sandboxIdempotency.key, key));
    return result;
  });
}

/**
 * As `sandboxOnce`, for work whose result is known before it runs (the id of the intent it creates
 * or moves on): the key is claimed with its result in one statement, so nothing is written after the
 * work. Answers the first request's result, and `done`, what `work` answered, when this request ran it
 * (a repeat runs nothing: `done` is undefined).
 */
export async function sandboxOnceAs<T, W>(db: Database, key: string, result: T, work: (tx: Transaction) => Promise<W>): Promise<{ result: T; done?: W }> {
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, key, result))) return { result: await firstResult<T>(tx, key) };
    return { result, done: await work(tx) };
  });
}

/** Writes the key with `result`; false when it was there already (a concurrent claim is waited for). */
async function claimKey(tx: Transaction, key: string, result: unknown): Promise<boolean> {
  const [claimed] = await tx
    .insert(sandboxIdempotency)
    .values({ key, result: result as object })
    .onConflictDoNothing()
    .returning({ key: sandboxIdempotency.key });
  return claimed !== undefined;
}

async function firstResult<T>(tx: Transaction, key: string): Promise<T> {
  const [seen] = await tx.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
  return seen!.result as T;
}

export async function insertSandboxSetupIntent(db: Database | Transaction, row: typeof sandboxSetupIntents.$inferInsert): Promise<SandboxSetupIntentRow> {
  const [created] = await db.insert(sandboxSetupIntents).values(row).returning();
  return created!;
}

export async function findSandboxSetupIntent(db: Database | Transaction, id: string): Promise<SandboxSetupIntentRow | undefined> {
  const [row] = await db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
  return row;
}

/** Moves a setup intent on; answers false when it was no longer in `from` (a concurrent confirm won). */
export async function advanceSandboxSetupIntent(
  db: Database | Transaction,
  id: string,
  from: string,
  to: { status: string; paymentMethodId?: string | null },
): Promise<boolean> {
  const updated = await db
    .update(sandboxSetupIntents)
    .set(to)
    .where(and(eq(sandboxSetupIntents.id, id), eq(sandboxSetupIntents.status, from)))
    .returning({ id: sandboxSetupIntents.id });
  return updated.length === 1;
}

export async function insertSandboxPaymentMethod(db: Database | Transaction, row: typeof sandboxPaymentMethods.$inferInsert): Promise<void> {
  await db.insert(sandboxPaymentMethods).values(row);
}

export async function findSandboxPaymentMethod(db: Database | Transaction, id: string): Promise<SandboxPaymentMethodRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
  return row;
}

export async function sandboxPaymentMethodsOf(db: Database | Transaction, customerId: string): Promise<SandboxPaymentMethodRow[]> {
  return db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customerId, customerId)).orderBy(sandboxPaymentMethods.createdAt);
}

export async function attachSandboxPaymentMethod(db: Database | Transaction, id: string, customerId: string): Promise<void> {
  await db
    .update(sandboxPaymentMethods)
    .set({ customerId })
    .where(and(eq(sandboxPaymentMethods.id, id), isNull(sandboxPaymentMethods.customerId)));
}

export async function detachSandboxPaymentMethod(db: Database | Transaction, id: string): Promise<void> {
  await db.update(sandboxPaymentMethods).set({ customerId: null }).where(eq(sandboxPaymentMethods.id, id));
}

export async function insertSandboxPaymentIntent(db: Database | Transaction, row: typeof sandboxPaymentIntents.$inferInsert): Promise<SandboxPaymentIntentRow> {
  const [created] = await db.insert(sandboxPaymentIntents).values(row).returning();
  return created!;
}

export async function findSandboxPaymentIntent(db: Database | Transaction, id: string): Promise<SandboxPaymentIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

/** Adds a refund to an intent in one statement (two refunds at once both count); false when it would exceed what was received. */
export async function addSandboxRefund(db: Database | Transaction, id: string, amount: bigint): Promise<boolean> {
  const rows = await db
    .update(sandboxPaymentIntents)
    .set({ amountRefunded: sql`${sandboxPaymentIntents.amountRefunded} + ${amount}` })
    .where(
      and(
        eq(sandboxPaymentIntents.id, id),
        eq(sandboxPaymentIntents.status, 'succeeded'),
        sql`${sandboxPaymentIntents.amountReceived} - ${sandboxPaymentIntents.amountRefunded} >= ${amount}`,
      ),
    )
    .returning({ id: sandboxPaymentIntents.id });
  return rows.length > 0;
}

/** Moves an intent on only from `from` (a capture and a cancel at once: one wins); answers the moved row, undefined when it had moved already. */
export async function advanceSandboxPaymentIntent(
  db: Database | Transaction,
  id: string,
  from: string,
  set: Partial<typeof sandboxPaymentIntents.$inferInsert>,
): Promise<SandboxPaymentIntentRow | undefined> {
  const [moved] = await db
    .update(sandboxPaymentIntents)
    .set(set)
    .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, from)))
    .returning();
  return moved;
}

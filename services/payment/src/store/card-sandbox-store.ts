import type { Database } from '@helpwire/service-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sandboxIdempotency, sandboxPaymentIntents, sandboxPaymentMethods, sandboxSetupIntents } from './card-schema';

/** The sandbox provider's own records: what Stripe would hold for a test-mode account. */

export type SandboxSetupIntentRow = typeof sandboxSetupIntents.$inferSelect;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxPaymentIntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** Runs `create` once per key, like Stripe's Idempotency-Key: a repeat answers the first result. */
export async function sandboxOnce<T>(db: Database, key: string, create: () => Promise<T>): Promise<T> {
  const [seen] = await db.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
  if (seen) return seen.result as T;
  const result = await create();
  const [stored] = await db
    .insert(sandboxIdempotency)
    .values({ key, result: result as object })
    .onConflictDoUpdate({ target: sandboxIdempotency.key, set: { key: sql`excluded.key` } })
    .returning();
  return stored!.result as T;
}

export async function insertSandboxSetupIntent(db: Database, row: typeof sandboxSetupIntents.$inferInsert): Promise<SandboxSetupIntentRow> {
  const [created] = await db.insert(sandboxSetupIntents).values(row).returning();
  return created!;
}

export async function findSandboxSetupIntent(db: Database, id: string): Promise<SandboxSetupIntentRow | undefined> {
  const [row] = await db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
  return row;
}

/** Moves a setup intent on; answers false when it was no longer in `from` (a concurrent confirm won). */
export async function advanceSandboxSetupIntent(db: Database, id: string, from: string, to: { status: string; paymentMethodId?: string | null }): Promise<boolean> {
  const updated = await db
    .update(sandboxSetupIntents)
    .set(to)
    .where(and(eq(sandboxSetupIntents.id, id), eq(sandboxSetupIntents.status, from)))
    .returning({ id: sandboxSetupIntents.id });
  return updated.length === 1;
}

export async function insertSandboxPaymentMethod(db: Database, row: typeof sandboxPaymentMethods.$inferInsert): Promise<void> {
  await db.insert(sandboxPaymentMethods).values(row);
}

export async function findSandboxPaymentMethod(db: Database, id: string): Promise<SandboxPaymentMethodRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
  return row;
}

export async function sandboxPaymentMethodsOf(db: Database, customerId: string): Promise<SandboxPaymentMethodRow[]> {
  return db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customerId, customerId)).orderBy(sandboxPaymentMethods.createdAt);
}

export async function attachSandboxPaymentMethod(db: Database, id: string, customerId: string): Promise<void> {
  await db.update(sandboxPaymentMethods).set({ customerId }).where(and(eq(sandboxPaymentMethods.id, id), isNull(sandboxPaymentMethods.customerId)));
}

export async function detachSandboxPaymentMethod(db: Database, id: string): Promise<void> {
  await db.update(sandboxPaymentMethods).set({ customerId: null }).where(eq(sandboxPaymentMethods.id, id));
}

export async function insertSandboxPaymentIntent(db: Database, row: typeof sandboxPaymentIntents.$inferInsert): Promise<void> {
  await db.insert(sandboxPaymentIntents).values(row);
}

export async function findSandboxPaymentIntent(db: Database, id: string): Promise<SandboxPaymentIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

export async function updateSandboxPaymentIntent(db: Database, id: string, set: Partial<typeof sandboxPaymentIntents.$inferInsert>): Promise<SandboxPaymentIntentRow> {
  const [row] = await db.update(sandboxPaymentIntents).set(set).where(eq(sandboxPaymentIntents.id, id)).returning();
  return row!;
}

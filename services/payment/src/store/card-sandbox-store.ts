import type { Database } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sandboxIdempotency, sandboxPaymentIntents, sandboxPaymentMethods, sandboxSetupIntents } from './card-schema';

/** The sandbox provider's own records: what Stripe would hold for a test-mode account. */

export type SandboxSetupIntentRow = typeof sandboxSetupIntents.$inferSelect;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxPaymentIntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** Runs `create` once per key, like Stripe's Idempotency-Key: a repeat (also a concurrent one) answers the first result. */
export async function sandboxOnce<T>(db: Database, key: string, create: () => Promise<T>): Promise<T> {
  const claim = { inProgress: randomUUID() };
  for (let waited = 0; waited < SANDBOX_WAIT_MS; ) {
    const [seen] = await db.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
    if (seen && !isClaim(seen.result)) return seen.result as T;
    if (!seen) {
      // The first request with the key claims it; a concurrent one waits for its result, as Stripe
      // serialises requests with the same key (one refund, one capture, never two).
      const [claimed] = await db.insert(sandboxIdempotency).values({ key, result: claim }).onConflictDoNothing().returning();
      if (claimed) {
        try {
          const result = await create();
          await db.update(sandboxIdempotency).set({ result: result as object }).where(eq(sandboxIdempotency.key, key));
          return result;
        } catch (error) {
          await db.delete(sandboxIdempotency).where(and(eq(sandboxIdempotency.key, key), sql`${sandboxIdempotency.result} = ${JSON.stringify(claim)}::jsonb`));
          throw error;
        }
      }
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, SANDBOX_POLL_MS));
    waited += SANDBOX_POLL_MS;
  }
  throw new Error(`sandbox request ${key} is still in progress`);
}

const SANDBOX_WAIT_MS = 10_000;
const SANDBOX_POLL_MS = 20;
const isClaim = (result: unknown) => typeof result === 'object' && result !== null && 'inProgress' in result;

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

import type { Database, Transaction } from '@helpwire/service-kit';
import { eq, lte, sql } from 'drizzle-orm';
import { recipients, type RecipientRow } from './schema';

type Db = Database | Transaction;

export type RecipientFacts = Partial<Pick<RecipientRow, 'language' | 'email' | 'phone'>>;

/**
 * Keeps what auth said of an account as of `at` (the event's time): a fact older than the one kept
 * (a late redelivery) changes nothing.
 */
export async function keepRecipient(tx: Db, accountId: string, facts: RecipientFacts, at: Date): Promise<void> {
  await tx
    .insert(recipients)
    .values({ accountId, ...facts, updatedAt: at })
    .onConflictDoUpdate({ target: recipients.accountId, set: { ...facts, updatedAt: at }, setWhere: lte(recipients.updatedAt, at) });
}

/** Adds a role without touching the other facts (whatever their age). */
export async function addRecipientRole(tx: Db, accountId: string, role: string): Promise<void> {
  await tx
    .insert(recipients)
    .values({ accountId, roles: [role], updatedAt: new Date(0) })
    .onConflictDoUpdate({
      target: recipients.accountId,
      set: { roles: sql`(select coalesce(jsonb_agg(distinct r), '[]'::jsonb) from jsonb_array_elements_text(${recipients.roles} || ${JSON.stringify([role])}::jsonb) r)` },
    });
}

export async function removeRecipientRole(tx: Db, accountId: string, role: string): Promise<void> {
  await tx
    .update(recipients)
    .set({ roles: sql`(${recipients.roles}) - ${role}` })
    .where(eq(recipients.accountId, accountId));
}

export async function findRecipient(db: Db, accountId: string): Promise<RecipientRow | undefined> {
  const [row] = await db.select().from(recipients).where(eq(recipients.accountId, accountId));
  return row;
}

export async function deleteRecipient(tx: Db, accountId: string): Promise<void> {
  await tx.delete(recipients).where(eq(recipients.accountId, accountId));
}

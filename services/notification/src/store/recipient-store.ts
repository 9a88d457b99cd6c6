import type { NotificationPreferences } from '@helpwire/contracts';
import type { Database, Transaction } from '@helpwire/service-kit';
import { eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_PREFERENCES } from './preference-store';
import { preferences, recipients, type RecipientRow } from './schema';

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
      set: {
        roles: sql`(select coalesce(jsonb_agg(distinct r), '[]'::jsonb) from jsonb_array_elements_text(${recipients.roles} || ${JSON.stringify([role])}::jsonb) r)`,
      },
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

export interface RecipientSettings {
  language: string;
  email: string | null;
  phone: string | null;
  preferences: NotificationPreferences;
}

/**
 * The settings of several recipients in one statement, each account's notification lock
 * (lockAccountNotifications) taken first, in the order of `accountIds` (callers sort them: two
 * transactions naming the same accounts take their locks in the same order and cannot deadlock).
 */
export async function lockedRecipientSettings(tx: Transaction, accountIds: readonly string[]): Promise<Map<string, RecipientSettings>> {
  if (accountIds.length === 0) return new Map();
  const ids = sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Volatile (the lock): PostgreSQL materialises the CTE and calls it after the sort, one account after the other.
  const locked = tx.$with('locked').as(
    tx
      .select({
        accountId: sql<string>`l.a`.as('locked_account'),
        lock: sql`pg_advisory_xact_lock(hashtextextended('notification:' || l.a, 0))`.as('locked_key'),
      })
      .from(sql`unnest(array[${ids}]::text[]) with ordinality as l(a, n)`)
      .orderBy(sql`l.n`),
  );
  const rows = await tx
    .with(locked)
    .select({
      accountId: locked.accountId,
      language: recipients.language,
      email: recipients.email,
      phone: recipients.phone,
      push: preferences.push,
      mail: preferences.email,
      sms: preferences.sms,
    })
    .from(locked)
    .leftJoin(recipients, eq(recipients.accountId, sql`${locked.accountId}::uuid`))
    .leftJoin(preferences, eq(preferences.accountId, sql`${locked.accountId}::uuid`));
  return new Map(
    rows.map((row) => [
      row.accountId,
      {
        language: row.language ?? 'en',
        email: row.email ?? null,
        phone: row.phone ?? null,
        preferences: { push: row.push ?? DEFAULT_PREFERENCES.push, email: row.mail ?? DEFAULT_PREFERENCES.email, sms: row.sms ?? DEFAULT_PREFERENCES.sms },
      },
    ]),
  );
}

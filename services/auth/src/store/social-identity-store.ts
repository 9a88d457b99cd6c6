import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq } from 'drizzle-orm';
import { socialIdentities } from './schema';

/** The account a provider's subject is linked to. */
export async function findLinkedAccountId(db: Database | Transaction, provider: string, subject: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: socialIdentities.accountId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.accountId;
}

/** Links a provider's subject to an account (a second, concurrent link of the same subject is a no-op). */
export async function linkIdentity(db: Database | Transaction, provider: string, subject: string, accountId: string, email: string | null): Promise<void> {
  await db.insert(socialIdentities).values({ provider, subject, accountId, email }).onConflictDoNothing();
}

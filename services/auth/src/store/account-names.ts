import type { Database } from '@helpwire/service-kit';
import { inArray } from 'drizzle-orm';
import { accounts } from './schema';

/** The names of the accounts of `ids` (absent ids are left out). */
export async function accountNamesOf(db: Database, ids: readonly string[]): Promise<{ id: string; firstName: string; lastName: string; username: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
}

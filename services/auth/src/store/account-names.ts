import type { Database } from '@helpwire/service-kit';
import { inArray } from 'drizzle-orm';
import { accounts } from './schema';

/** The names, usernames and e-mails of the accounts of `ids` (absent ids are left out). */
export async function accountNamesOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, username: accounts.username, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
}

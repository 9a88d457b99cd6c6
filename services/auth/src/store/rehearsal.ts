import type { Database, Transaction } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { blankProfile } from './account-writes';
import { accounts } from './schema';

class Rehearsed extends Error {}

/**
 * Runs `work` in a transaction that always rolls back: the same statements and checks as a real run
 * (so the same answer and about the same time), nothing kept. Errors of `work` itself still reach the
 * caller. Used where the answer must not tell whether an account exists.
 */
export async function rehearse<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      throw new Rehearsed();
    });
  } catch (error) {
    if (!(error instanceof Rehearsed)) throw error;
  }
  return result!;
}

/** A unique e-mail and username nobody uses (`.invalid` never delivers), for a rehearsed account. */
export function decoyIdentity(): { email: string; username: string } {
  const tag = randomUUID().replace(/-/g, '');
  return { email: `rehearsal-${tag}@rehearsal.invalid`, username: `rehearsal_${tag}` };
}

/** Inserts a rehearsed account (inside `rehearse` only) and answers its id and address. */
export async function insertDecoyAccount(tx: Transaction): Promise<{ id: string; email: string; phone: null }> {
  const { email, username } = decoyIdentity();
  const [row] = await tx
    .insert(accounts)
    .values({ email, username, firstName: 'Rehearsal', lastName: 'Rehearsal', gender: 'OTHER', profile: blankProfile() })
    .returning({ id: accounts.id });
  if (!row) throw new Error('decoy insert returned no row');
  return { id: row.id, email, phone: null };
}

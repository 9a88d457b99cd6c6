import { identifierKind } from '@helpwire/contracts';
import type { Database } from '@helpwire/service-kit';
import { eq, sql } from 'drizzle-orm';
import { loginAttempts } from './schema';

/** Failures allowed per 15 minutes: few for one account, more for one address (offices share one). */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * The lockout key of a sign-in identifier: an e-mail in lower case, a phone in E.164 (+ and digits
 * only, a leading 00 read as +), so `+971-52-4591783` and `+971524591783` count as one.
 */
export function identifierKey(identifier: string): string {
  const value = identifier.trim();
  if (identifierKind(value) === 'email') return `id:${value.toLowerCase()}`;
  return `id:+${value.replace(/\D/g, '').replace(/^00/, '')}`;
}

/** The lockout key of an account (current-password checks of a signed-in account). */
export const accountKey = (accountId: string) => `account:${accountId}`;

/** `keys` (identifier or account), then the caller's address when known. */
export function throttleKeys(clientAddress: string | undefined, ...keys: string[]): string[] {
  return [...keys, ...(clientAddress ? [`ip:${clientAddress}`] : [])];
}

/** Whether a key (`id:<identifier>`, `account:<id>` or `ip:<address>`) is locked after too many failures. */
export async function isLocked(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
  if (!row) return false;
  const limit = key.startsWith('ip:') ? LOGIN_MAX_FAILURES_PER_ADDRESS : LOGIN_MAX_FAILURES_PER_ACCOUNT;
  return row.failures >= limit && Date.now() - row.windowStartedAt.getTime() < LOGIN_WINDOW_MS;
}

export async function recordFailure(db: Database, key: string): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStartedAt} < now() - interval '15 minutes' then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < now() - interval '15 minutes' then now() else ${loginAttempts.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

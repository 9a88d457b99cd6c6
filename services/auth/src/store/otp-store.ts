import type { Database, Transaction } from '@helpwire/service-kit';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashCode, OTP_TTL_MS } from '../domain/one-time-code';
import { otpCodes } from './schema';

/** ADMIN_INVITE: an admin's invitation (decision 0083), which works for days rather than minutes. */
export type OtpPurpose = 'SIGNUP' | 'PASSWORD_RESET' | 'EMAIL_CHANGE' | 'ADMIN_INVITE';

/** Issues a code: earlier unused codes of the same purpose stop working. It works for `ttlMs` (10 minutes). */
export async function storeCode(
  db: Database | Transaction,
  accountId: string,
  purpose: OtpPurpose,
  code: string,
  key: string,
  ttlMs: number = OTP_TTL_MS,
): Promise<void> {
  await voidCodes(db, accountId, purpose);
  await db.insert(otpCodes).values({ accountId, purpose, codeHash: hashCode(code, key), expiresAt: new Date(Date.now() + ttlMs) });
}

export async function latestLiveCode(db: Database | Transaction, accountId: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.accountId, accountId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** Ends every unused code of a purpose (an admin deactivated before accepting their invitation). */
export async function voidCodes(db: Database | Transaction, accountId: string, purpose: OtpPurpose): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.accountId, accountId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
}

export async function countWrongAttempt(db: Database | Transaction, id: string): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? 0;
}

export async function consumeCode(db: Database | Transaction, id: string): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Codes issued to an account for a purpose since `since` (resend cooldown and hourly cap). */
export async function codesIssuedSince(
  db: Database | Transaction,
  accountId: string,
  purpose: OtpPurpose,
  since: Date,
): Promise<{ count: number; newest: Date | null }> {
  const [row] = await db
    .select({ n: count(), newest: sql<Date | null>`max(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(and(eq(otpCodes.accountId, accountId), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, since)));
  const newest = row?.newest ? new Date(row.newest) : null;
  return { count: row?.n ?? 0, newest };
}

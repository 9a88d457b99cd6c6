import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { IssuedToken, RoleName } from '../domain/session-token';
import { sessions } from './schema';

export async function recordSession(db: Database | Transaction, accountId: string, role: RoleName, issued: IssuedToken): Promise<void> {
  await db.insert(sessions).values({ id: issued.tokenId, accountId, role, expiresAt: issued.expiresAt });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function sessionActive(db: Database, tokenId: string): Promise<boolean> {
  if (!UUID.test(tokenId)) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, tokenId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return !!row;
}

/** The active sessions among these ids (one statement; ids that are not UUIDs are never active). */
export async function activeSessionsAmong(db: Database, tokenIds: readonly string[]): Promise<string[]> {
  const candidates = tokenIds.filter((id) => UUID.test(id));
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, candidates), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return rows.map((row) => row.id);
}

export async function revokeSession(db: Database | Transaction, tokenId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, tokenId), isNull(sessions.revokedAt)));
}

/** Revokes every session of an account (password reset), or every other one (password change). */
export async function revokeAccountSessions(db: Database | Transaction, accountId: string, exceptTokenId?: string): Promise<void> {
  const scope = exceptTokenId ? and(eq(sessions.accountId, accountId), ne(sessions.id, exceptTokenId)) : eq(sessions.accountId, accountId);
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(scope, isNull(sessions.revokedAt)));
}

/** Revokes every session of one role of an account (that role was deleted). */
export async function revokeRoleSessions(db: Database | Transaction, accountId: string, role: RoleName): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.accountId, accountId), eq(sessions.role, role), isNull(sessions.revokedAt)));
}

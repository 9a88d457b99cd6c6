import type { Database, Transaction } from '@helpwire/service-kit';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { IssuedToken, RoleName } from '../domain/session-token';
import { sessions } from './schema';

export async function recordSession(db: Database | Transaction, accountId: string, role: RoleName, issued: IssuedToken): Promise<void> {
  await db.insert(sessions).values({ id: issued.tokenId, accountId, role, expiresAt: issued.expiresAt });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a token says about its session: the session id (jti), the account (sub) and the role. */
export interface SessionClaim {
  tokenId: string;
  accountId: string;
  role: RoleName | undefined;
}

const wellFormed = (claim: SessionClaim) => UUID.test(claim.tokenId) && UUID.test(claim.accountId) && claim.role !== undefined;

/**
 * The active sessions among these claims (one statement): not revoked, not expired, and started for
 * the very account and role the token names. A token re-signed with another sub or role is not active.
 */
export async function activeSessionsAmong(db: Database, claims: readonly SessionClaim[]): Promise<string[]> {
  const candidates = claims.filter(wellFormed);
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id, accountId: sessions.accountId, role: sessions.role })
    .from(sessions)
    .where(
      and(
        inArray(
          sessions.id,
          candidates.map((claim) => claim.tokenId),
        ),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  const held = new Map(rows.map((row) => [row.id, row]));
  return candidates
    .filter((claim) => {
      const row = held.get(claim.tokenId);
      return row !== undefined && row.accountId === claim.accountId && row.role === claim.role;
    })
    .map((claim) => claim.tokenId);
}

export async function sessionActive(db: Database, claim: SessionClaim): Promise<boolean> {
  return (await activeSessionsAmong(db, [claim])).length === 1;
}

export async function revokeSession(db: Database | Transaction, tokenId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, tokenId), isNull(sessions.revokedAt)));
}

/** Revokes every session of an account (password reset), or every other one (password change). */
export async function revokeAccountSessions(db: Database | Transaction, accountId: string, exceptTokenId?: string): Promise<void> {
  const scope = exceptTokenId ? and(eq(sessions.accountId, accountId), ne(sessions.id, exceptTokenId)) : eq(sessions.accountId, accountId);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(scope, isNull(sessions.revokedAt)));
}

/** Revokes every session of one role of an account (that role was deleted). */
export async function revokeRoleSessions(db: Database | Transaction, accountId: string, role: RoleName): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), eq(sessions.role, role), isNull(sessions.revokedAt)));
}

/** Ends every open session of an account (an admin's "sign out everywhere"); answers how many were open. */
export async function endAllSessions(db: Database | Transaction, accountId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** An account's sessions (for its data export): role, when issued, when they expire or were ended. */
export function accountSessions(db: Database, accountId: string) {
  return db
    .select({ role: sessions.role, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .orderBy(desc(sessions.createdAt))
    .limit(200);
}

import { auth } from '@helpwire/proto';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { findAccountById } from '../store/account-queries';
import { sessions } from '../store/schema';
import { checkSession, getCurrentUser, logout } from './sessions';
import { startSession } from './start-session';

describe('startSession', () => {
  const f = useCaseFixture();

  it('issues a token for the role, records its session until the TTL, and answers the account as that role sees it', async () => {
    const { userId } = await f.verifiedAccount();
    const account = (await findAccountById(f.deps.db, userId))!;
    const before = Date.now();
    const { token, user } = await startSession(f.deps.db, f.deps.secret, 3600_000, account, 'USER');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: userId, role: 'USER' });
    expect(user).toMatchObject({ id: userId, role: auth.Role.ROLE_USER, verified: true });
    const [row] = await f.database.db.select().from(sessions).where(eq(sessions.id, claims.jti!));
    expect(row).toMatchObject({ accountId: userId, role: 'USER', revokedAt: null });
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
    expect(await checkSession(f.deps, f.claimsOf(token))).toEqual({ active: true });
    const ctx = f.ctx({ userId, role: 'USER', tokenId: claims.jti! });
    expect((await getCurrentUser(f.deps, ctx)).user).toMatchObject({ id: userId, role: auth.Role.ROLE_USER });
  });

  it('starts a new session on each sign-in; ending one leaves the others', async () => {
    const account = await f.verifiedAccount();
    const full = (await findAccountById(f.deps.db, account.userId))!;
    const second = (await startSession(f.deps.db, f.deps.secret, f.deps.sessionTtlMs, full, 'USER')).token;
    expect(decodeJwt(second).jti).not.toBe(account.tokenId);
    await logout(f.deps, { tokenId: account.tokenId });
    expect(await checkSession(f.deps, f.claimsOf(account.token))).toEqual({ active: false });
    expect(await checkSession(f.deps, f.claimsOf(second))).toEqual({ active: true });
  });

  it('answers a helper in review as that role sees it', async () => {
    const helper = await f.verifiedAccount('HELPER');
    const full = (await findAccountById(f.deps.db, helper.userId))!;
    const { user } = await startSession(f.deps.db, f.deps.secret, f.deps.sessionTtlMs, full, 'HELPER');
    expect(user).toMatchObject({ id: helper.userId, role: auth.Role.ROLE_HELPER, verificationStatus: auth.VerificationStatus.VERIFICATION_STATUS_IN_REVIEW });
  });

  it('does not record a session when the account no longer exists (nothing half-written)', async () => {
    const { userId } = await f.verifiedAccount();
    const account = (await findAccountById(f.deps.db, userId))!;
    const ghost = { ...account, id: '00000000-0000-4000-8000-000000000000' };
    await expect(startSession(f.deps.db, f.deps.secret, 3600_000, ghost, 'USER')).rejects.toThrow();
    expect(await f.database.db.select().from(sessions).where(eq(sessions.accountId, ghost.id))).toHaveLength(0);
  });
});

import { auth } from '@helpwire/proto';
import { AuthTexts } from '@helpwire/contracts';
import { useCaseFixture } from '../../test/use-case-fixture';
import { ServiceTexts } from '../domain/service-texts';
import { registerRole } from './register-role';
import { randomUUID } from 'node:crypto';
import { checkSession, checkSessions, getCurrentUser, logout, MAX_SESSIONS_PER_CHECK, switchRole } from './sessions';

describe('sessions', () => {
  const f = useCaseFixture();

  it('answers the signed-in account for its session, and refuses a visitor', async () => {
    const account = await f.verifiedAccount();
    const { user } = await getCurrentUser(f.deps, account.ctx);
    expect(user).toMatchObject({ id: account.userId, role: auth.Role.ROLE_USER, profile: { email: account.email } });
    await expect(getCurrentUser(f.deps, f.ctx())).rejects.toMatchObject({ code: 'UNAUTHENTICATED', messages: [ServiceTexts.sessionRequired] });
  });

  it('logs the session out: it is active before and not after', async () => {
    const account = await f.verifiedAccount();
    expect(await checkSession(f.deps, f.claimsOf(account.token))).toEqual({ active: true });
    await logout(f.deps, { tokenId: account.tokenId });
    expect(await checkSession(f.deps, f.claimsOf(account.token))).toEqual({ active: false });
    expect(await checkSession(f.deps, { tokenId: '', accountId: '', role: auth.Role.ROLE_UNSPECIFIED })).toEqual({ active: false });
  });

  it('is active only for the account and role the session was started for (a re-signed token is not)', async () => {
    const account = await f.verifiedAccount();
    const other = await f.verifiedAccount();
    const claims = f.claimsOf(account.token);
    expect(await checkSession(f.deps, claims)).toEqual({ active: true });
    expect(await checkSession(f.deps, { ...claims, role: auth.Role.ROLE_HELPER })).toEqual({ active: false });
    expect(await checkSession(f.deps, { ...claims, role: auth.Role.ROLE_ADMIN })).toEqual({ active: false });
    expect(await checkSession(f.deps, { ...claims, accountId: other.userId })).toEqual({ active: false });
    expect(await checkSession(f.deps, { ...claims, accountId: 'not-an-id' })).toEqual({ active: false });
    expect(await checkSession(f.deps, { tokenId: claims.tokenId, accountId: '', role: auth.Role.ROLE_UNSPECIFIED })).toEqual({ active: false });
  });

  it('checks many sessions in one call: only the active ones whose claims match come back', async () => {
    const [kept, loggedOut, resigned] = [await f.verifiedAccount(), await f.verifiedAccount(), await f.verifiedAccount()];
    await logout(f.deps, { tokenId: loggedOut.tokenId });
    const sessions = [
      f.claimsOf(kept.token),
      f.claimsOf(loggedOut.token),
      { ...f.claimsOf(resigned.token), role: auth.Role.ROLE_HELPER },
      { ...f.claimsOf(kept.token), tokenId: randomUUID() },
      { ...f.claimsOf(kept.token), tokenId: 'not-a-token-id' },
    ];
    expect(await checkSessions(f.deps, { tokenIds: [], sessions })).toEqual({ activeTokenIds: [kept.tokenId] });
    // Bare ids (the retired field) are never active: they carry no account or role to compare.
    expect(await checkSessions(f.deps, { tokenIds: [kept.tokenId], sessions: [] })).toEqual({ activeTokenIds: [] });
    expect(await checkSessions(f.deps, { tokenIds: [], sessions: [] })).toEqual({ activeTokenIds: [] });
    const tooMany = Array.from({ length: MAX_SESSIONS_PER_CHECK + 1 }, () => f.claimsOf(kept.token));
    await expect(checkSessions(f.deps, { tokenIds: [], sessions: tooMany })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [ServiceTexts.tooManySessions],
    });
  });

  it('refuses to switch to a role the account does not hold, or for someone else', async () => {
    const account = await f.verifiedAccount();
    const other = await f.verifiedAccount();
    await expect(switchRole(f.deps, { userId: account.userId, roleSlug: 'HELPER' }, account.ctx)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messages: [AuthTexts.noAccountForHelper],
    });
    await expect(switchRole(f.deps, { userId: other.userId, roleSlug: 'USER' }, account.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      messages: [AuthTexts.roleNotAllowed],
    });
  });

  it('switches a helper that also holds the user role to a new user session', async () => {
    const helper = await f.verifiedAccount('HELPER');
    await registerRole(f.deps, { role: 'USER', phone: '', idCardFileId: '', documentFileIds: [], categories: [] }, helper.ctx);
    const switched = await switchRole(f.deps, { userId: helper.userId, roleSlug: 'USER' }, helper.ctx);
    expect(switched.user).toMatchObject({ id: helper.userId, role: auth.Role.ROLE_USER });
    expect(switched.token).not.toBe(helper.token);
  });
});

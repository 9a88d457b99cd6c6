import { AdminsTexts } from '@helpwire/contracts';
import { auth } from '@helpwire/proto';
import { AdminActions } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { totpCode, totpStep } from '../domain/totp';
import { accountRoles, adminSecondFactors, outbox } from '../store/schema';
import { acceptAdminInvitation } from './accept-admin-invitation';
import { enrollAdminSecondFactor } from './admin-second-factor';
import { countHelpers, createAdmin } from './admins';
import { deactivateAdmin, getAdminPermissions, inviteAdmin, listAdmins, setAdminPermission } from './manage-admins';
import { login } from './login';
import { sessionActive } from '../store/session-store';

describe('admins managed by admins (decision 0083)', () => {
  const f = useCaseFixture();
  const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const adminCtx = (userId: string) => f.ctx({ userId, role: 'ADMIN' });
  const audited = async (objectId: string) =>
    (await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.auth.subject)))
      .map((row) => AdminActions.auth.codec.decode(row.payload))
      .filter((entry) => entry.objectId === objectId)
      .map(({ action, actorId, reason, beforeJson, afterJson }) => ({
        action,
        actorId,
        reason,
        before: JSON.parse(beforeJson ?? '{}'),
        after: JSON.parse(afterJson ?? '{}'),
      }));
  const invite = (by: string, email: string, permissions: 'admins.manage'[] = []) =>
    inviteAdmin(f.deps, { email, firstName: 'Noor', lastName: 'Haddad', permissions, reason: 'Joins support', language: 'en' }, adminCtx(by));

  /** The first admin of this file's database: the command line gives them admins.manage. */
  let manager: string;
  beforeAll(async () => {
    manager = (await createAdmin(f.deps, `first.${tag()}@example.com`, FIXTURE_PASSWORD)).userId;
  });

  /** An invitee's whole first sign-in: the e-mailed code and a password, then the first TOTP code. */
  async function acceptAndEnrol(email: string) {
    const { adminChallenge } = await acceptAdminInvitation(f.deps, {
      email,
      code: f.codeFor(email),
      password: FIXTURE_PASSWORD,
      confirmPassword: FIXTURE_PASSWORD,
    });
    expect(adminChallenge).toMatchObject({ step: auth.SecondFactorStep.SECOND_FACTOR_STEP_ENROLL });
    const code = totpCode(adminChallenge!.secret!, totpStep(Date.now()));
    return enrollAdminSecondFactor(f.deps, { challenge: adminChallenge!.challenge, code, clientAddress: '10.6.0.1' }, f.ctx());
  }

  it('gives admins.manage to the first admin the command line creates, not to the next', async () => {
    expect(await getAdminPermissions(f.deps, adminCtx(manager))).toEqual(['admins.manage']);
    const { userId: second } = await createAdmin(f.deps, `second.${tag()}@example.com`, FIXTURE_PASSWORD);
    expect(await getAdminPermissions(f.deps, adminCtx(second))).toEqual([]);
  });

  it('invites an admin by e-mail: the code sets a password, TOTP is enrolled with recovery codes, and the list tells each step; audited with the reason', async () => {
    const email = `noor.${tag()}@example.com`;
    const invited = await invite(manager, email);
    expect(invited).toMatchObject({ email, firstName: 'Noor', permissions: [], invitationPending: true, secondFactorEnrolled: false, lastSignInAt: null });
    const mail = f.mailbox.list(email)[0]!;
    expect(mail.subject).toBe('You are invited to the Helpwire console');
    expect(mail.text).toContain('https://helpwire.test/admin/invitation');
    // Without a password the account cannot sign in before accepting.
    await expect(login(f.deps, { identifier: email, password: FIXTURE_PASSWORD, role: 'ADMIN', clientAddress: '10.6.0.2' }, f.ctx())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    // A wrong code is refused and counted; the right one still works.
    await expect(
      acceptAdminInvitation(f.deps, {
        email,
        code: f.codeFor(email) === '000000' ? '111111' : '000000',
        password: FIXTURE_PASSWORD,
        confirmPassword: FIXTURE_PASSWORD,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'AUTH_CODE_INVALID' });
    const { user, recoveryCodes } = await acceptAndEnrol(email);
    expect(user).toMatchObject({ id: invited.id, role: auth.Role.ROLE_ADMIN });
    expect(recoveryCodes).toHaveLength(10);
    // The code worked once.
    await expect(
      acceptAdminInvitation(f.deps, { email, code: f.codeFor(email), password: FIXTURE_PASSWORD, confirmPassword: FIXTURE_PASSWORD }),
    ).rejects.toMatchObject({ reason: 'AUTH_CODE_INVALID' });
    const listed = (await listAdmins(f.deps, adminCtx(manager))).find((a) => a.id === invited.id);
    expect(listed).toMatchObject({ invitationPending: false, secondFactorEnrolled: true, permissions: [] });
    expect(listed!.lastSignInAt).toBeInstanceOf(Date);
    // Their next sign-in asks for the app's code.
    const next = await login(f.deps, { identifier: email, password: FIXTURE_PASSWORD, role: 'ADMIN', clientAddress: '10.6.0.2' }, f.ctx());
    expect(next.adminChallenge).toMatchObject({ step: auth.SecondFactorStep.SECOND_FACTOR_STEP_TOTP });
    expect(await audited(invited.id)).toEqual([
      {
        action: 'admin.invite',
        actorId: manager,
        reason: 'Joins support',
        before: { admin: false },
        after: { admin: true, email, permissions: '', newAccount: true },
      },
    ]);
  });

  it('makes an existing account an admin (its other roles kept) and refuses an e-mail that is already an admin', async () => {
    const account = await f.verifiedAccount();
    const invited = await invite(manager, account.email, ['admins.manage']);
    expect(invited).toMatchObject({ id: account.userId, permissions: ['admins.manage'], invitationPending: true });
    const roles = await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, account.userId));
    expect(roles.map((r) => r.role).sort()).toEqual(['ADMIN', 'USER']);
    await expect(invite(manager, account.email)).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'AUTH_ALREADY_ADMIN' });
    await expect(invite(manager, 'not an e-mail')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(
      inviteAdmin(f.deps, { email: `x.${tag()}@example.com`, firstName: 'A', lastName: 'B', permissions: [], reason: ' ', language: 'en' }, adminCtx(manager)),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: AdminsTexts.reasonRequired });
  });

  it('refuses every action to an admin without admins.manage, and to other roles', async () => {
    const { userId: plain } = await createAdmin(f.deps, `plain.${tag()}@example.com`, FIXTURE_PASSWORD);
    const denied = { code: 'PERMISSION_DENIED', reason: 'AUTH_ADMIN_PERMISSION_REQUIRED' };
    await expect(listAdmins(f.deps, adminCtx(plain))).rejects.toMatchObject(denied);
    await expect(invite(plain, `y.${tag()}@example.com`)).rejects.toMatchObject(denied);
    await expect(
      setAdminPermission(f.deps, { accountId: plain, permission: 'admins.manage', granted: true, reason: 'Self' }, adminCtx(plain)),
    ).rejects.toMatchObject(denied);
    await expect(deactivateAdmin(f.deps, { accountId: manager, reason: 'Coup' }, adminCtx(plain))).rejects.toMatchObject(denied);
    const user = await f.verifiedAccount();
    await expect(listAdmins(f.deps, user.ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'ROLE_NOT_ALLOWED' });
    await expect(getAdminPermissions(f.deps, user.ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    // Nothing changed.
    expect(await getAdminPermissions(f.deps, adminCtx(manager))).toEqual(['admins.manage']);
  });

  it('grants and removes a permission, audited with before and after; never one’s own admins.manage, and one holder always stays', async () => {
    const { userId: other } = await createAdmin(f.deps, `other.${tag()}@example.com`, FIXTURE_PASSWORD);
    const granted = await setAdminPermission(
      f.deps,
      { accountId: other, permission: 'admins.manage', granted: true, reason: 'Covers holidays' },
      adminCtx(manager),
    );
    expect(granted.permissions).toEqual(['admins.manage']);
    // Granting again changes nothing and is not an entry.
    await setAdminPermission(f.deps, { accountId: other, permission: 'admins.manage', granted: true, reason: 'Again' }, adminCtx(manager));
    await expect(
      setAdminPermission(f.deps, { accountId: manager, permission: 'admins.manage', granted: false, reason: 'Stepping back' }, adminCtx(manager)),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'AUTH_ADMIN_CHANGE_REFUSED', message: AdminsTexts.selfRefused });
    await expect(
      setAdminPermission(f.deps, { accountId: other, permission: 'admins.rule', granted: true, reason: 'x' }, adminCtx(manager)),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const removed = await setAdminPermission(
      f.deps,
      { accountId: other, permission: 'admins.manage', granted: false, reason: 'Holidays over' },
      adminCtx(manager),
    );
    expect(removed.permissions).toEqual([]);
    expect(await audited(other)).toEqual([
      expect.objectContaining({ action: 'admin.create' }),
      { action: 'admin.permission_grant', actorId: manager, reason: 'Covers holidays', before: { permissions: '' }, after: { permissions: 'admins.manage' } },
      { action: 'admin.permission_revoke', actorId: manager, reason: 'Holidays over', before: { permissions: 'admins.manage' }, after: { permissions: '' } },
    ]);
    // Two holders taking it from each other at once: one of them keeps it.
    await setAdminPermission(f.deps, { accountId: other, permission: 'admins.manage', granted: true, reason: 'Back' }, adminCtx(manager));
    const results = await Promise.allSettled([
      setAdminPermission(f.deps, { accountId: other, permission: 'admins.manage', granted: false, reason: 'Race' }, adminCtx(manager)),
      setAdminPermission(f.deps, { accountId: manager, permission: 'admins.manage', granted: false, reason: 'Race' }, adminCtx(other)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const holders = (await listAdmins(f.deps, adminCtx(results[0].status === 'fulfilled' ? manager : other))).filter((a) =>
      a.permissions.includes('admins.manage'),
    );
    expect(holders.length).toBeGreaterThanOrEqual(1);
    // Whoever lost it, the manager holds it again for the next tests.
    if (results[0].status !== 'fulfilled')
      await setAdminPermission(f.deps, { accountId: manager, permission: 'admins.manage', granted: true, reason: 'Back' }, adminCtx(other));
  });

  it('deactivates an admin: role, permissions, TOTP and admin sessions gone, other roles kept; never oneself; audited', async () => {
    const email = `leaving.${tag()}@example.com`;
    const invited = await invite(manager, email, ['admins.manage']);
    const { token } = await acceptAndEnrol(email);
    await expect(deactivateAdmin(f.deps, { accountId: manager, reason: 'Leaving' }, adminCtx(manager))).rejects.toMatchObject({
      reason: 'AUTH_ADMIN_CHANGE_REFUSED',
      message: AdminsTexts.selfRefused,
    });
    await expect(deactivateAdmin(f.deps, { accountId: invited.id, reason: ' ' }, adminCtx(manager))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await deactivateAdmin(f.deps, { accountId: invited.id, reason: 'Left the company' }, adminCtx(manager));
    expect((await listAdmins(f.deps, adminCtx(manager))).map((a) => a.id)).not.toContain(invited.id);
    expect(await f.database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.accountId, invited.id))).toEqual([]);
    const claims = f.claimsOf(token);
    expect(await sessionActive(f.database.db, { tokenId: claims.tokenId, accountId: claims.accountId, role: 'ADMIN' })).toBe(false);
    await expect(login(f.deps, { identifier: email, password: FIXTURE_PASSWORD, role: 'ADMIN', clientAddress: '10.6.0.3' }, f.ctx())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(deactivateAdmin(f.deps, { accountId: invited.id, reason: 'Again' }, adminCtx(manager))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'AUTH_ADMIN_NOT_FOUND',
    });
    expect((await audited(invited.id)).at(-1)).toEqual({
      action: 'admin.deactivate',
      actorId: manager,
      reason: 'Left the company',
      before: { admin: true, permissions: 'admins.manage' },
      after: { admin: false },
    });
    // A user account made an admin keeps being a user when deactivated.
    const account = await f.verifiedAccount();
    await invite(manager, account.email);
    await deactivateAdmin(f.deps, { accountId: account.userId, reason: 'Trial over' }, adminCtx(manager));
    expect((await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, account.userId))).map((r) => r.role)).toEqual(['USER']);
  });

  it('counts helpers waiting for review without reading them, for admins only', async () => {
    const before = (await countHelpers(f.deps, { status: '' }, adminCtx(manager))).count;
    await f.verifiedAccount('HELPER');
    expect(await countHelpers(f.deps, { status: 'IN_REVIEW' }, adminCtx(manager))).toEqual({ count: before + 1 });
    await expect(countHelpers(f.deps, { status: 'WAITING' }, adminCtx(manager))).rejects.toMatchObject({ reason: 'AUTH_HELPER_STATUS_INVALID' });
    await expect(countHelpers(f.deps, { status: '' }, f.ctx({ userId: manager, role: 'USER' }))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

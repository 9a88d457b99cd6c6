import { AdminsTexts, type AdminAccount } from '@helpwire/contracts';
import { freshTotpCode } from '@helpwire/auth/testing';
import { waitFor } from '@helpwire/service-kit/testing';
import { apiOf, PASSWORD, uniqueIds } from './accounts';
import { adminSignIn } from './admin-sign-in';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

/**
 * The console's Admins page through the gateway (decision 0083): the first admin the command line
 * made holds admins.manage; they invite an admin by e-mail, who accepts with the code and a password
 * and enrols TOTP; permissions are granted and removed and an admin deactivated, each in the audit
 * log with its reason; an admin without the permission is refused (403) and sees it in their own
 * permissions. Users, helpers and visitors are refused by admin-access.int.test.ts.
 */
describe('Admins: invited, given permissions and deactivated by an admin holding admins.manage', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const accounts = signedInOf(() => stack, unique);
  let manager: { token: string; id: string };

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    // The first admin of this database: the command line gives them admins.manage.
    const signedIn = await adminSignIn(stack.base, await accounts.createdAdmin(), PASSWORD);
    manager = { token: signedIn.token, id: signedIn.user.id };
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const audited = (objectId: string, action: string) =>
    waitFor(async () => {
      const found = (await get(`/admin/audit?${new URLSearchParams({ objectId, action })}`, manager.token)).body.data as {
        reason: string | null;
        actorId: string;
      }[];
      return found[0];
    }, 10_000);

  it("answers each admin their own permissions: the command line's first admin manages admins, the next does not", async () => {
    expect((await get('/admin/permissions', manager.token)).body.data).toEqual({ permissions: ['admins.manage'] });
    const next = await accounts.admin();
    expect((await get('/admin/permissions', next)).body.data).toEqual({ permissions: [] });
  });

  it('invites an admin who accepts with the e-mailed code and a password, enrols TOTP and gets recovery codes; the list follows each step', async () => {
    const email = `invited.${unique()}@example.com`;
    const invited = await post(
      '/admin/admins/invite',
      { email, firstName: 'Noor', lastName: 'Haddad', permissions: [], reason: 'Joins support' },
      manager.token,
    );
    expect(invited.status).toBe(201);
    const admin = invited.body.data as AdminAccount;
    expect(admin).toMatchObject({
      email,
      firstName: 'Noor',
      lastName: 'Haddad',
      permissions: [],
      invitationPending: true,
      secondFactorEnrolled: false,
      lastSignInAt: null,
    });
    const code = apiOf(() => stack).codeFor(email);
    expect(stack.mailbox.list(email)[0]?.subject).toBe('You are invited to the Helpwire console');
    // The password rules hold, and a wrong code is refused.
    expect((await post('/auth/login/admin/invitation', { email, code, password: 'short', confirmPassword: 'short' })).status).toBe(400);
    const wrong = await post('/auth/login/admin/invitation', {
      email,
      code: code === '000000' ? '111111' : '000000',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'AUTH_CODE_INVALID']);
    const accepted = await post('/auth/login/admin/invitation', { email, code, password: PASSWORD, confirmPassword: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ secondFactor: 'ENROLL', challenge: expect.any(String), secret: expect.any(String) });
    const { challenge, secret } = accepted.body.data as { challenge: string; secret: string };
    const enrolled = await post('/auth/login/admin/totp/enroll', { challenge, code: await freshTotpCode(secret) });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.data.recoveryCodes).toHaveLength(10);
    expect(enrolled.body.data.user).toMatchObject({ id: admin.id, role: { name: 'ADMIN' } });
    const listed = ((await get('/admin/admins', manager.token)).body.data as AdminAccount[]).find((a) => a.id === admin.id);
    expect(listed).toMatchObject({ invitationPending: false, secondFactorEnrolled: true, lastSignInAt: expect.any(String) });
    // The new admin is an admin without admins.manage: refused the page's routes.
    const theirs = enrolled.body.data.token as string;
    expect((await get('/admin/permissions', theirs)).body.data).toEqual({ permissions: [] });
    const refused = await get('/admin/admins', theirs);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([403, 'AUTH_ADMIN_PERMISSION_REQUIRED', AdminsTexts.permissionRequired]);
    expect((await post('/admin/admins/invite', { email: `x.${unique()}@example.com`, firstName: 'A', lastName: 'B', reason: 'x' }, theirs)).status).toBe(403);
    expect((await post(`/admin/admins/${manager.id}/permission`, { permission: 'admins.manage', granted: false, reason: 'x' }, theirs)).status).toBe(403);
    expect((await post(`/admin/admins/${manager.id}/deactivate`, { reason: 'x' }, theirs)).status).toBe(403);
    expect(await audited(admin.id, 'admin.invite')).toMatchObject({ reason: 'Joins support', actorId: manager.id });
  });

  it('grants and removes admins.manage, refuses to take it from oneself, and deactivates an admin (never oneself); audited with reasons', async () => {
    const email = await accounts.createdAdmin();
    const other = await adminSignIn(stack.base, email, PASSWORD);
    const granted = await post(
      `/admin/admins/${other.user.id}/permission`,
      { permission: 'admins.manage', granted: true, reason: 'Covers holidays' },
      manager.token,
    );
    expect([granted.status, granted.body.data.permissions]).toEqual([200, ['admins.manage']]);
    expect((await get('/admin/admins', other.token)).status).toBe(200);
    const own = await post(`/admin/admins/${manager.id}/permission`, { permission: 'admins.manage', granted: false, reason: 'x' }, manager.token);
    expect([own.status, own.body.code]).toEqual([422, 'AUTH_ADMIN_CHANGE_REFUSED']);
    expect((await post(`/admin/admins/${other.user.id}/permission`, { permission: 'admins.rule', granted: true, reason: 'x' }, manager.token)).status).toBe(
      400,
    );
    expect((await post(`/admin/admins/${other.user.id}/permission`, { permission: 'admins.manage', granted: false }, manager.token)).status).toBe(400);
    const removed = await post(
      `/admin/admins/${other.user.id}/permission`,
      { permission: 'admins.manage', granted: false, reason: 'Holidays over' },
      manager.token,
    );
    expect(removed.body.data.permissions).toEqual([]);
    expect((await get('/admin/admins', other.token)).status).toBe(403);

    const self = await post(`/admin/admins/${manager.id}/deactivate`, { reason: 'x' }, manager.token);
    expect([self.status, self.body.code]).toEqual([422, 'AUTH_ADMIN_CHANGE_REFUSED']);
    const deactivated = await post(`/admin/admins/${other.user.id}/deactivate`, { reason: 'Left the company' }, manager.token);
    expect(deactivated.status).toBe(200);
    // Their session ends, and they can no longer sign in as an admin.
    expect((await get('/admin/overview', other.token)).status).toBe(401);
    expect((await post('/auth/login/admin', { identifier: email, password: PASSWORD })).status).toBe(401);
    expect(((await get('/admin/admins', manager.token)).body.data as AdminAccount[]).map((a) => a.id)).not.toContain(other.user.id);
    expect((await post(`/admin/admins/${other.user.id}/deactivate`, { reason: 'Again' }, manager.token)).status).toBe(404);
    expect((await audited(other.user.id, 'admin.permission_grant'))!.reason).toBe('Covers holidays');
    expect((await audited(other.user.id, 'admin.permission_revoke'))!.reason).toBe('Holidays over');
    expect((await audited(other.user.id, 'admin.deactivate'))!.reason).toBe('Left the company');
  });
});

import { auth } from '@helpwire/proto';
import { eq } from 'drizzle-orm';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { accountRoles, accounts, adminPermissions, files } from '../store/schema';
import { DEMO_EMAILS, seedDemoAccounts } from './seed-demo-accounts';
import { login } from '../use-cases/login';
import { signUp } from '../use-cases/sign-up';

describe('seedDemoAccounts', () => {
  const f = useCaseFixture();

  it('creates a verified admin, user and approved helper with documents once; a second run creates nothing', async () => {
    expect((await seedDemoAccounts(f.deps, FIXTURE_PASSWORD)).sort()).toEqual(Object.values(DEMO_EMAILS).sort());
    expect(await seedDemoAccounts(f.deps, FIXTURE_PASSWORD)).toEqual([]);
    const signIn = (email: string, role: string) => login(f.deps, { identifier: email, password: FIXTURE_PASSWORD, role, clientAddress: '10.7.0.1' }, f.ctx());
    // The demo admin's password opens its second factor's first step (decision 0064), never a session.
    await expect(signIn(DEMO_EMAILS.admin, 'ADMIN')).resolves.toMatchObject({
      token: '',
      adminChallenge: { step: auth.SecondFactorStep.SECOND_FACTOR_STEP_ENROLL },
    });
    // The demo admin is the first admin: they manage admins (decision 0083).
    expect((await f.database.db.select().from(adminPermissions)).map((row) => row.permission)).toEqual(['admins.manage']);
    await expect(signIn(DEMO_EMAILS.user, 'USER')).resolves.toMatchObject({ user: { role: auth.Role.ROLE_USER } });
    const { user: helper } = await signIn(DEMO_EMAILS.helper, 'HELPER');
    expect(helper).toMatchObject({ verificationStatus: auth.VerificationStatus.VERIFICATION_STATUS_APPROVED });
    const helperFiles = await f.database.db.select({ purpose: files.purpose, mimeType: files.mimeType }).from(files).where(eq(files.ownerId, helper!.id));
    expect(helperFiles.map((r) => r.purpose).sort()).toEqual(['DOCUMENT', 'ID_CARD']);
    expect(helperFiles.every((r) => r.mimeType === 'application/pdf')).toBe(true);
    expect(await f.database.db.select().from(accounts)).toHaveLength(3);
    const subjects = await f.outboxSubjects();
    expect(subjects.filter((s) => s.endsWith('user_registered'))).toHaveLength(2);
    expect(subjects.filter((s) => s.endsWith('role_registered'))).toHaveLength(1);
    // Matching learns the demo helper as it learns any helper: profile and approval.
    expect(subjects.filter((s) => s.endsWith('profile_updated'))).toHaveLength(2);
    expect(subjects.filter((s) => s.endsWith('helper_verified'))).toHaveLength(1);
  });
});

describe('seedDemoAccounts beside real accounts', () => {
  const f = useCaseFixture();

  it('skips a demo account whose username a real account already took, writing none of it, and seeds the others', async () => {
    const request = f.signUpRequest('USER', { username: 'demo.user' });
    await signUp(f.deps, request, f.ctx());
    const before = (await f.outboxSubjects()).length;
    expect((await seedDemoAccounts(f.deps, FIXTURE_PASSWORD)).sort()).toEqual([DEMO_EMAILS.admin, DEMO_EMAILS.helper].sort());
    expect(await f.database.db.select().from(accounts).where(eq(accounts.email, DEMO_EMAILS.user))).toHaveLength(0);
    const [taken] = await f.database.db.select().from(accounts).where(eq(accounts.username, 'demo.user'));
    expect(taken!.email).toBe(request.profile!.email);
    expect(await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, taken!.id))).toHaveLength(1);
    expect((await f.outboxSubjects()).length - before).toBe(4);
  });
});

import { auth } from '@helpwire/proto';
import { eq } from 'drizzle-orm';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { accounts, files } from '../store/schema';
import { DEMO_EMAILS, seedDemoAccounts } from './demo-accounts';
import { login } from './login';

describe('seedDemoAccounts', () => {
  const f = useCaseFixture();

  it('creates a verified admin, user and approved helper with documents once; a second run creates nothing', async () => {
    expect((await seedDemoAccounts(f.deps, FIXTURE_PASSWORD)).sort()).toEqual(Object.values(DEMO_EMAILS).sort());
    expect(await seedDemoAccounts(f.deps, FIXTURE_PASSWORD)).toEqual([]);
    const signIn = (email: string, role: string) => login(f.deps, { identifier: email, password: FIXTURE_PASSWORD, role, clientAddress: '10.7.0.1' }, f.ctx());
    await expect(signIn(DEMO_EMAILS.admin, 'ADMIN')).resolves.toMatchObject({ user: { role: auth.Role.ROLE_ADMIN } });
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
  });
});

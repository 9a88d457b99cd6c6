import { AuthTexts } from '@helpwire/contracts';
import { eq } from 'drizzle-orm';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { ServiceTexts } from '../domain/service-texts';
import { accountRoles, accounts, files } from '../store/schema';
import { deleteAccount } from './delete-account';
import { registerRole } from './register-role';
import { checkSession } from './sessions';

describe('deleteAccount', () => {
  const f = useCaseFixture();

  it('erases the personal data of an account losing its last role, frees the e-mail, ends sessions and queues account_deleted', async () => {
    const helper = await f.verifiedAccount('HELPER');
    const [before] = await f.database.db.select().from(files).where(eq(files.ownerId, helper.userId));
    expect(before).toBeDefined();
    expect(await deleteAccount(f.deps, { role: 'HELPER', password: FIXTURE_PASSWORD, clientAddress: '10.2.0.1' }, helper.ctx)).toEqual({ erased: true });
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, helper.userId));
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'Account', phone: null, passwordHash: null });
    expect(row!.email).not.toBe(helper.email);
    expect(await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, helper.userId))).toHaveLength(0);
    expect(await f.database.db.select().from(files).where(eq(files.ownerId, helper.userId))).toHaveLength(0);
    expect(await checkSession(f.deps, f.claimsOf(helper.token))).toEqual({ active: false });
    expect((await f.outboxSubjects()).some((s) => s.endsWith('account_deleted'))).toBe(true);
  });

  it('removes only the session role of an account holding two, keeping its data', async () => {
    const helper = await f.verifiedAccount('HELPER');
    await registerRole(f.deps, { role: 'USER', phone: '', idCardFileId: '', documentFileIds: [], categories: [] }, helper.ctx);
    expect(await deleteAccount(f.deps, { role: 'HELPER', password: FIXTURE_PASSWORD, clientAddress: '10.2.0.2' }, helper.ctx)).toEqual({ erased: false });
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, helper.userId));
    expect(row!.email).toBe(helper.email);
    expect((await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, helper.userId))).map((r) => r.role)).toEqual(['USER']);
  });

  it('needs the right password and the session role, and deletes nothing otherwise', async () => {
    const user = await f.verifiedAccount();
    await expect(deleteAccount(f.deps, { role: 'USER', password: '', clientAddress: '10.2.0.3' }, user.ctx)).rejects.toMatchObject({
      messages: [AuthTexts.deletePasswordRequired],
    });
    await expect(deleteAccount(f.deps, { role: 'USER', password: 'Wr0ng!pass', clientAddress: '10.2.0.3' }, user.ctx)).rejects.toMatchObject({
      messages: [ServiceTexts.currentPasswordWrong],
    });
    await expect(deleteAccount(f.deps, { role: 'HELPER', password: FIXTURE_PASSWORD, clientAddress: '10.2.0.3' }, user.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      messages: [AuthTexts.roleNotAllowed],
    });
    expect(await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, user.userId))).toHaveLength(1);
  });
});

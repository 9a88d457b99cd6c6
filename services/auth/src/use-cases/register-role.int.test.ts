import { auth } from '@helpwire/proto';
import { AuthTexts, FileTexts } from '@helpwire/contracts';
import { and, eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { accountRoles, files } from '../store/schema';
import { registerRole } from './register-role';

const none = { phone: '', idCardFileId: '', documentFileIds: [], categories: [] };

describe('registerRole', () => {
  const f = useCaseFixture();

  it('gives a helper the user role at once, with a session for it and role_registered queued', async () => {
    const helper = await f.verifiedAccount('HELPER');
    const { token, user } = await registerRole(f.deps, { ...none, role: 'USER' }, helper.ctx);
    expect(token).toMatch(/^ey/);
    expect(user).toMatchObject({ id: helper.userId, role: auth.Role.ROLE_USER });
    const [role] = await f.database.db
      .select()
      .from(accountRoles)
      .where(and(eq(accountRoles.accountId, helper.userId), eq(accountRoles.role, 'USER')));
    expect(role).toMatchObject({ status: 'ACTIVE' });
    expect((await f.outboxSubjects()).some((s) => s.endsWith('role_registered'))).toBe(true);
  });

  it('puts a user who becomes a helper in review, with the uploads attached', async () => {
    const user = await f.verifiedAccount('USER');
    const idCard = await f.storedFile('ID_CARD');
    const document = await f.storedFile('DOCUMENT');
    await registerRole(f.deps, { ...none, role: 'HELPER', phone: '+971501234987', idCardFileId: idCard, documentFileIds: [document] }, user.ctx);
    const [role] = await f.database.db
      .select()
      .from(accountRoles)
      .where(and(eq(accountRoles.accountId, user.userId), eq(accountRoles.role, 'HELPER')));
    expect(role).toMatchObject({ status: 'IN_REVIEW' });
    const owned = await f.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, user.userId));
    expect(owned.map((o) => o.id).sort()).toEqual([idCard, document].sort());
  });

  it('lists every missing helper requirement, and refuses a role already held', async () => {
    const user = await f.verifiedAccount('USER');
    await expect(registerRole(f.deps, { ...none, role: 'HELPER' }, user.ctx)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [AuthTexts.phoneRequired, FileTexts.idCardRequired, FileTexts.documentsRequired],
    });
    await expect(registerRole(f.deps, { ...none, role: 'USER' }, user.ctx)).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
      messages: [AuthTexts.roleAlreadyHeld],
    });
    expect(await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, user.userId))).toHaveLength(1);
  });
});

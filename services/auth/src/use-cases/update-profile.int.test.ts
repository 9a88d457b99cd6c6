import { and, eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { TAKEN_TEXT } from '../domain/taken-texts';
import { accountRoles, accounts } from '../store/schema';
import { getCallerProfile, getCurrentUser } from './sessions';
import { updateProfile } from './update-profile';

describe('updateProfile', () => {
  const f = useCaseFixture();
  it('writes every profile field and queues profile_updated', async () => {
    const account = await f.verifiedAccount();
    const { user, emailCodeSentTo } = await updateProfile(f.deps, await f.profileUpdate(account, { firstName: 'Lina', bio: 'Likes maths' }), account.ctx);
    expect(user!.profile).toMatchObject({ firstName: 'Lina', bio: 'Likes maths', email: account.email });
    expect(emailCodeSentTo).toBe('');
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, account.userId));
    expect(row).toMatchObject({ firstName: 'Lina', pendingEmail: null });
    expect((await f.outboxSubjects()).some((s) => s.endsWith('profile_updated'))).toBe(true);
  });

  it("answers a call's profile read (GetCallerProfile) with the changed place, languages and preference, the signed-in account's only", async () => {
    const account = await f.verifiedAccount();
    const other = await f.verifiedAccount();
    const location = { latitude: 24.7136, longitude: 46.6753, address: 'Riyadh' };
    const languages = [{ label: 'Arabic', value: 'ar' }];
    await updateProfile(f.deps, await f.profileUpdate(account, { firstName: 'Lina', location, languages, genderPreference: 'FEMALE' }), account.ctx);
    const { profile } = await getCallerProfile(f.deps, account.ctx);
    expect(profile).toMatchObject({ firstName: 'Lina', location, languages, genderPreference: 'FEMALE' });
    // The same fields GetCurrentUser answers, read without the roles and files.
    const { user } = await getCurrentUser(f.deps, account.ctx);
    expect(profile).toEqual(user!.profile);
    expect((await getCallerProfile(f.deps, other.ctx)).profile!.firstName).not.toBe('Lina');
  });

  it('keeps a new e-mail pending and sends the code to the new address only', async () => {
    const account = await f.verifiedAccount();
    const newEmail = `moved.${account.userId.slice(0, 8)}@example.com`;
    const { emailCodeSentTo } = await updateProfile(f.deps, await f.profileUpdate(account, { email: newEmail }), account.ctx);
    expect(emailCodeSentTo).toMatch(/@example\.com$/);
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, account.userId));
    expect(row).toMatchObject({ email: account.email, pendingEmail: newEmail });
    expect(f.codeFor(newEmail)).toMatch(/^\d{6}$/);
  });

  it('refuses a username another account has, with the spec text, and changes nothing', async () => {
    const account = await f.verifiedAccount();
    const other = await f.verifiedAccount();
    const { user: otherUser } = await getCurrentUser(f.deps, other.ctx);
    await expect(
      updateProfile(f.deps, await f.profileUpdate(account, { username: otherUser!.profile!.username, firstName: 'Changed' }), account.ctx),
    ).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
      messages: [TAKEN_TEXT.username],
    });
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, account.userId));
    expect(row!.firstName).toBe('Layla');
  });

  it('sends an approved helper whose ID card changes back to review, off availability', async () => {
    const helper = await f.verifiedAccount('HELPER');
    await f.database.db
      .update(accountRoles)
      .set({ status: 'APPROVED', isAvailable: true })
      .where(and(eq(accountRoles.accountId, helper.userId), eq(accountRoles.role, 'HELPER')));
    const idCard = await f.storedFile('ID_CARD');
    await updateProfile(f.deps, await f.profileUpdate(helper, {}, { idCardFileId: idCard }), helper.ctx);
    const [role] = await f.database.db
      .select()
      .from(accountRoles)
      .where(and(eq(accountRoles.accountId, helper.userId), eq(accountRoles.role, 'HELPER')));
    expect(role).toMatchObject({ status: 'IN_REVIEW', isAvailable: false });
    expect((await f.outboxSubjects()).some((s) => s.endsWith('helper_resubmitted'))).toBe(true);
  });
});

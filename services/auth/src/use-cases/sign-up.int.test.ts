import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { AuthEvents } from '@helpwire/service-kit';
import { accountRoles, accounts, files, otpCodes, outbox } from '../store/schema';
import { signUp } from './sign-up';

describe('signUp', () => {
  const f = useCaseFixture();

  it('writes the account and its USER role, queues user_registered and mails a code', async () => {
    const request = f.signUpRequest('USER');
    const email = request.profile!.email;
    const answer = await signUp(f.deps, request, f.ctx({ language: 'ar' }));
    expect(answer.codeSentTo).toMatch(/^l\*+@example\.com$/);
    const [account] = await f.database.db.select().from(accounts).where(eq(accounts.id, answer.userId));
    expect(account).toMatchObject({ email, username: request.profile!.username, language: 'ar', verifiedAt: null });
    expect(account!.passwordHash).not.toContain(request.password);
    expect(
      await f.database.db.select({ role: accountRoles.role, status: accountRoles.status }).from(accountRoles).where(eq(accountRoles.accountId, answer.userId)),
    ).toEqual([{ role: 'USER', status: 'ACTIVE' }]);
    expect(await f.database.db.select().from(otpCodes).where(eq(otpCodes.accountId, answer.userId))).toHaveLength(1);
    expect((await f.outboxSubjects()).filter((s) => s.endsWith('user_registered'))).toHaveLength(1);
    expect(f.codeFor(email)).toMatch(/^\d{6}$/);
  });

  it('puts a helper in review and gives it the uploads it names', async () => {
    const request = await f.helperSignUpRequest({ bio: 'Teacher' });
    const answer = await signUp(f.deps, request, f.ctx());
    const [role] = await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, answer.userId));
    expect(role).toMatchObject({ role: 'HELPER', status: 'IN_REVIEW' });
    const owned = await f.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, answer.userId));
    expect(owned.map((o) => o.id).sort()).toEqual([request.idCardFileId, ...request.documentFileIds].sort());
    // Matching keeps what it needs of the new helper from profile_updated (name, gender, languages, categories, place).
    const events = (await f.database.db.select().from(outbox).where(eq(outbox.subject, AuthEvents.profileUpdated.subject))).map((row) =>
      AuthEvents.profileUpdated.codec.decode(row.payload),
    );
    const p = request.profile!;
    expect(events.filter((e) => e.userId === answer.userId)).toEqual([
      expect.objectContaining({
        firstName: p.firstName,
        gender: p.gender,
        languages: p.languages.map((o) => o.value),
        categories: p.categories.map((o) => o.value),
        location: { latitude: p.location!.latitude, longitude: p.location!.longitude },
      }),
    ]);
  });

  it('refuses a helper without ID card and documents with the spec texts', async () => {
    await expect(signUp(f.deps, f.signUpRequest('HELPER'), f.ctx())).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: expect.arrayContaining(['ID card is required', 'Upload at least one document']),
    });
  });

  it('says a taken username is taken and writes nothing', async () => {
    const first = f.signUpRequest();
    await signUp(f.deps, first, f.ctx());
    const again = f.signUpRequest('USER', { username: first.profile!.username });
    await expect(signUp(f.deps, again, f.ctx())).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });
    expect(await f.database.db.select().from(accounts).where(eq(accounts.email, again.profile!.email))).toHaveLength(0);
  });

  it('answers a taken e-mail like a new sign-up, creates no account and tells the owner instead of sending a code', async () => {
    const owner = f.signUpRequest();
    const email = owner.profile!.email;
    await signUp(f.deps, owner, f.ctx());
    const code = f.codeFor(email);
    const count = (await f.database.db.select().from(accounts)).length;
    const answer = await signUp(f.deps, f.signUpRequest('USER', { email }), f.ctx());
    expect(answer.codeSentTo).toMatch(/@example\.com$/);
    expect(answer.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await f.database.db.select().from(accounts)).length).toBe(count);
    const [notice] = f.mailbox.list(email);
    expect(notice!.text).not.toContain(code);
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
  });

  it('rejects a request with broken rules with the spec texts and stores nothing', async () => {
    const count = (await f.database.db.select().from(accounts)).length;
    const request = { ...f.signUpRequest('USER', { email: 'not-an-email', firstName: '' }), confirmPassword: 'Other!pass1', termsAccepted: false };
    await expect(signUp(f.deps, request, f.ctx())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: expect.arrayContaining(['Must be email']) });
    expect((await f.database.db.select().from(accounts)).length).toBe(count);
  });
});

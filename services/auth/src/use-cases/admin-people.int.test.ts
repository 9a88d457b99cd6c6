import { PeopleTexts } from '@helpwire/contracts';
import { auth } from '@helpwire/proto';
import { AuthEvents, AdminActions, type Transaction } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FIXTURE_PASSWORD, freshPhone, useCaseFixture } from '../../test/use-case-fixture';
import { accountSearchCondition } from '../store/account-search';
import { outbox, sessions } from '../store/schema';
import { suspendAccount, warnAccount } from './account-sanctions';
import { createAdmin } from './admins';
import {
  endAccountSessions,
  eraseAccountAsAdmin,
  exportAccountProfile,
  getAccountRecord,
  resendAccountVerification,
  searchAccountsAsAdmin,
} from './admin-people';
import { login } from './login';
import { signUp } from './sign-up';

describe("the console's People (decision 0076)", () => {
  const f = useCaseFixture();
  const adminId = randomUUID();
  const admin = () => f.ctx({ userId: adminId, role: 'ADMIN' });
  const search = async (query: string, page?: number, limit?: number) =>
    (await searchAccountsAsAdmin(f.deps, { query, page, limit }, admin())).accounts.map((a) => a.id);
  const audited = async (objectId: string) =>
    (await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.auth.subject)))
      .map((row) => AdminActions.auth.codec.decode(row.payload))
      .filter((entry) => entry.objectId === objectId);

  it('finds accounts by the start of an e-mail, full name, last name or phone, or by id; any case; newest first and paged', async () => {
    const tag = Date.now().toString(36);
    const phone = freshPhone();
    const older = f.signUpRequest('USER', { firstName: 'Zaynab', lastName: `Qasim${tag}`, email: `zq.${tag}@example.com`, username: `zq${tag}` });
    const newer = f.signUpRequest('USER', { firstName: 'Zaynab', lastName: `Qasim${tag}b`, email: `zq2.${tag}@example.com`, username: `zq2${tag}`, phone });
    const { userId: a } = await signUp(f.deps, older, f.ctx());
    const { userId: b } = await signUp(f.deps, newer, f.ctx());
    expect(await search(`ZQ.${tag}`)).toEqual([a]);
    expect(await search(`zaynab  qasim${tag}`)).toEqual([b, a]);
    expect(await search(`qasim${tag}B`)).toEqual([b]);
    expect(await search(phone.slice(1, 9))).toEqual(expect.arrayContaining([b]));
    expect(await search(phone)).toEqual([b]);
    expect(await search(a.toUpperCase())).toEqual([a]);
    // Only starts: the middle of a name or address finds nothing, and LIKE's wildcards are plain characters.
    expect(await search(`aynab qasim${tag}`)).toEqual([]);
    expect(await search(`zq_${tag}`)).toEqual([]);
    expect(await search('%')).toEqual([]);
    const page = await searchAccountsAsAdmin(f.deps, { query: `zaynab qasim${tag}`, page: 2, limit: 1 }, admin());
    expect(page).toMatchObject({ currentPage: 2, lastPage: 2, total: 2 });
    expect(page.accounts.map((x) => x.id)).toEqual([a]);
    expect(page.accounts[0]).toMatchObject({ firstName: 'Zaynab', emailVerified: false, roles: [{ role: auth.Role.ROLE_USER }] });
    // Nothing typed: every account, newest first.
    expect((await search('', 1, 50))[0]).toBe(b);
  });

  it('searches through the prefix indexes, not a scan of every account', async () => {
    const plan = await f.database.db.transaction(async (tx: Transaction) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = (await tx.execute(sql`explain select id from auth.accounts where ${accountSearchCondition('+97150 layla')}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      const phoneRows = (await tx.execute(sql`explain select id from auth.accounts where ${accountSearchCondition('+971 50')}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return [...rows.rows, ...phoneRows.rows].map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const index of ['accounts_email_prefix_idx', 'accounts_full_name_prefix_idx', 'accounts_last_name_prefix_idx', 'accounts_phone_prefix_idx'])
      expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('answers one account: roles, verification, suspension and warnings; an unknown id is not found; only admins', async () => {
    const helper = await f.verifiedAccount('HELPER');
    await warnAccount(f.deps, helper.userId, 'Late twice', { kind: 'ADMIN', actor: { actorId: adminId, requestId: 'r' } });
    await suspendAccount(f.deps, helper.userId, 'Rude to a user', { kind: 'ADMIN', actor: { actorId: adminId, requestId: 'r' } });
    const { account } = await getAccountRecord(f.deps, { accountId: helper.userId }, admin());
    expect(account).toMatchObject({
      id: helper.userId,
      email: helper.email,
      emailVerified: true,
      phoneVerified: false,
      roles: [{ role: auth.Role.ROLE_HELPER, status: auth.VerificationStatus.VERIFICATION_STATUS_IN_REVIEW }],
      suspensionReason: 'Rude to a user',
      warnings: [{ reason: 'Late twice', source: 'ADMIN' }],
      erased: false,
    });
    expect(account!.suspendedAt).toBeInstanceOf(Date);
    await expect(getAccountRecord(f.deps, { accountId: randomUUID() }, admin())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getAccountRecord(f.deps, { accountId: helper.userId }, helper.ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('signs an account out everywhere with a reason, audited once', async () => {
    const user = await f.verifiedAccount();
    await expect(endAccountSessions(f.deps, { accountId: user.userId, reason: ' ' }, admin())).rejects.toMatchObject({
      messages: [PeopleTexts.reasonRequired],
    });
    expect(await endAccountSessions(f.deps, { accountId: user.userId, reason: 'Phone stolen' }, admin())).toEqual({ ended: 1 });
    const [session] = await f.database.db.select().from(sessions).where(eq(sessions.id, user.tokenId));
    expect(session!.revokedAt).not.toBeNull();
    expect(await endAccountSessions(f.deps, { accountId: user.userId, reason: 'Again' }, admin())).toEqual({ ended: 0 });
    expect(await audited(user.userId)).toEqual([
      expect.objectContaining({
        action: 'account.sign_out_everywhere',
        actorId: adminId,
        reason: 'Phone stolen',
        afterJson: JSON.stringify({ openSessions: 0 }),
      }),
    ]);
  });

  it('sends an unverified account a new code, audited; a verified one is refused', async () => {
    const request = f.signUpRequest();
    const email = request.profile!.email;
    const { userId } = await signUp(f.deps, request, f.ctx());
    // The sign-up's own code was just sent: the usual one-a-minute limit holds for admins too.
    await expect(resendAccountVerification(f.deps, { accountId: userId }, admin())).rejects.toMatchObject({ reason: 'AUTH_RESEND_TOO_SOON' });
    await f.database.db.execute(sql`update auth.otp_codes set created_at = created_at - interval '2 minutes' where account_id = ${userId}`);
    const before = f.mailbox.list(email).length;
    expect(await resendAccountVerification(f.deps, { accountId: userId }, admin())).toEqual({ sentTo: `${email[0]}***@example.com` });
    expect(f.mailbox.list(email).length).toBe(before + 1);
    expect(await audited(userId)).toEqual([expect.objectContaining({ action: 'account.resend_verification', actorId: adminId })]);
    const verified = await f.verifiedAccount();
    await expect(resendAccountVerification(f.deps, { accountId: verified.userId }, admin())).rejects.toMatchObject({
      reason: 'AUTH_ACCOUNT_ALREADY_VERIFIED',
    });
  });

  it("exports what auth holds (never the password's hash), audited with the reason", async () => {
    const user = await f.verifiedAccount();
    const { profileJson } = await exportAccountProfile(f.deps, { accountId: user.userId, reason: 'Their access request' }, admin());
    const data = JSON.parse(profileJson) as Record<string, unknown>;
    expect(data).toMatchObject({ id: user.userId, email: user.email, hasPassword: true, roles: [expect.objectContaining({ role: 'USER' })] });
    expect(data.sessions).toHaveLength(1);
    expect(profileJson).not.toContain('passwordHash');
    expect(await audited(user.userId)).toEqual([expect.objectContaining({ action: 'account.export', reason: 'Their access request' })]);
  });

  it("erases an account as its deletion does, confirmed by its e-mail; never an admin's or one's own", async () => {
    const user = await f.verifiedAccount();
    const erase = (confirmContact: string, accountId = user.userId, ctx = admin()) =>
      eraseAccountAsAdmin(f.deps, { accountId, confirmContact, reason: 'Asked to be forgotten' }, ctx);
    await expect(erase('someone@example.com')).rejects.toMatchObject({ messages: [PeopleTexts.eraseConfirmationMismatch] });
    const { userId: otherAdmin } = await createAdmin(f.deps, `ops.${Date.now().toString(36)}@example.com`, FIXTURE_PASSWORD);
    await expect(erase('x', otherAdmin)).rejects.toMatchObject({ messages: [PeopleTexts.eraseAdminRefused] });
    await expect(erase('x', adminId, admin())).rejects.toMatchObject({ messages: [PeopleTexts.eraseSelfRefused] });
    await erase(` ${user.email.toUpperCase()} `);
    const { account } = await getAccountRecord(f.deps, { accountId: user.userId }, admin());
    expect(account).toMatchObject({ erased: true, firstName: 'Deleted', roles: [], phone: undefined });
    await expect(login(f.deps, { identifier: user.email, password: FIXTURE_PASSWORD, role: 'USER', clientAddress: '10.9.0.1' }, f.ctx())).rejects.toMatchObject(
      {
        code: 'UNAUTHENTICATED',
      },
    );
    expect(await audited(user.userId)).toEqual([
      expect.objectContaining({ action: 'account.erase', reason: 'Asked to be forgotten', afterJson: '{"erased":true}' }),
    ]);
    expect(await f.outboxSubjects()).toContain(AuthEvents.accountDeleted.subject);
    await expect(erase(account!.email!)).rejects.toMatchObject({ reason: 'AUTH_ACCOUNT_ERASED' });
  });
});

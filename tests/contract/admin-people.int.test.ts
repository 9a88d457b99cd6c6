import { PeopleTexts } from '@helpwire/contracts';
import { paymentDepsOn, seedChargedCall } from '@helpwire/payment/testing';
import { waitFor } from '@helpwire/service-kit/testing';
import { apiOf, PASSWORD, signUpBody, uniqueIds } from './accounts';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

/**
 * The console's People page (issue 24, item 6; decision 0076) through the gateway: the search, one
 * account with what each service holds about it, and the admin's actions — sign out everywhere,
 * resend the code, export the data, erase — each refused to non-admins (admin-access.int.test.ts)
 * and each in the audit log.
 */
describe('People: accounts searched, read and acted on by an admin', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const accounts = signedInOf(() => stack, unique);
  let admin: string;
  let user: { token: string; email: string; id: string };
  let helper: { token: string; email: string; id: string };

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await accounts.admin();
    user = await accounts.verifiedUser();
    helper = await accounts.verifiedUser();
    // A charged call between them, and the user's dispute about it.
    const { callId } = await seedChargedCall(paymentDepsOn(stack.database.db), { userId: user.id, helperId: helper.id, priceMinor: 900n });
    const opened = await post(
      '/dispute/create',
      { callId, reason: 'Left early', description: 'The call ended after a minute.', resolution: 'FULL_REFUND' },
      user.token,
    );
    expect(opened.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const audited = (objectId: string, count: number) =>
    waitFor(async () => {
      const found = (await get(`/admin/audit?objectId=${objectId}`, admin)).body.data as { action: string; reason: string | null; actorId: string }[];
      return found.length >= count ? found : undefined;
    }, 10_000);

  it('finds accounts by the start of an e-mail or by id, paged; a search too long is refused', async () => {
    const byEmail = await get(`/admin/accounts?q=${encodeURIComponent(user.email.slice(0, -4).toUpperCase())}`, admin);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.map((a: { id: string }) => a.id)).toEqual([user.id]);
    expect(byEmail.body.data[0]).toMatchObject({
      email: user.email,
      emailVerified: true,
      roles: [{ role: 'USER', status: null }],
      suspension: null,
      erased: false,
    });
    expect(byEmail.body.meta).toEqual({ currentPage: 1, lastPage: 1, total: 1 });
    expect((await get(`/admin/accounts?q=${helper.id}`, admin)).body.data.map((a: { id: string }) => a.id)).toEqual([helper.id]);
    const everyone = await get('/admin/accounts?limit=1&page=2', admin);
    expect(everyone.body.data).toHaveLength(1);
    expect(everyone.body.meta.total).toBeGreaterThanOrEqual(3);
    const tooLong = await get(`/admin/accounts?q=${'a'.repeat(201)}`, admin);
    expect([tooLong.status, tooLong.body.message]).toEqual([400, PeopleTexts.searchTooLong]);
  });

  it('one account: roles, verification, suspension and warnings (auth), calls and flags (call), spending and disputes (payment)', async () => {
    expect((await post('/admin/accounts/warn', { account: user.id, reason: 'Rude in the chat' }, admin)).status).toBe(200);
    const { status, body } = await get(`/admin/accounts/${user.id}`, admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: user.id,
      email: user.email,
      emailVerified: true,
      roles: [{ role: 'USER' }],
      suspension: null,
      warnings: [{ reason: 'Rude in the chat', source: 'ADMIN' }],
      calls: { asUser: { calls: 0 }, asHelper: { calls: 0 } },
      money: { currency: 'USD', spentCents: '900', spentCalls: 1, earnedCents: '0', earnedCalls: 0 },
      disputes: [{ side: 'USER', openedBy: 'USER', reason: 'Left early', status: 'PENDING' }],
      flags: [],
    });
    const earner = (await get(`/admin/accounts/${helper.id}`, admin)).body.data;
    expect(earner.money).toMatchObject({ spentCents: '0', earnedCalls: 1 });
    expect(Number(earner.money.earnedCents)).toBeGreaterThan(0);
    expect(earner.disputes).toMatchObject([{ side: 'HELPER', openedBy: 'USER' }]);
    expect((await get('/admin/accounts/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect((await get('/admin/accounts/not-an-id', admin)).status).toBe(400);
  });

  it('signs an account out everywhere: its token is refused at once; audited with the reason', async () => {
    const person = await accounts.verifiedUser();
    expect((await get('/users/find', person.token)).status).toBe(200);
    const ended = await post('/admin/accounts/sign-out-everywhere', { account: person.id, reason: 'Lost their phone' }, admin);
    expect([ended.status, ended.body.data]).toEqual([200, { ended: 1 }]);
    expect((await get('/users/find', person.token)).status).toBe(401);
    expect((await post('/admin/accounts/sign-out-everywhere', { account: person.id }, admin)).body.message).toBe(PeopleTexts.reasonRequired);
    const entries = await audited(person.id, 1);
    expect(entries!.map((e) => [e.action, e.reason])).toEqual([['account.sign_out_everywhere', 'Lost their phone']]);
  });

  it('sends an unverified account a new code, audited; a verified one is refused', async () => {
    const body = signUpBody(unique());
    const created = await post('/auth/signup', body);
    expect(created.status).toBe(201);
    const id = (await get(`/admin/accounts?q=${encodeURIComponent(body.email)}`, admin)).body.data[0].id as string;
    // The sign-up's code was just sent: an admin's resend keeps the one-a-minute limit, so it is moved back.
    await stack.database.db.execute(`update auth.otp_codes set created_at = created_at - interval '2 minutes' where account_id = '${id}'`);
    const sent = await post('/admin/accounts/resend-verification', { account: id }, admin);
    expect([sent.status, sent.body.data.sentTo]).toEqual([200, `${body.email[0]}***@example.com`]);
    await waitFor(async () => stack.mailbox.list(body.email).length >= 2 || undefined, 5_000);
    const refused = await post('/admin/accounts/resend-verification', { account: user.id }, admin);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([422, 'AUTH_ACCOUNT_ALREADY_VERIFIED', PeopleTexts.alreadyVerified]);
    expect((await audited(id, 1))!.map((e) => e.action)).toEqual(['account.resend_verification']);
  });

  it("exports the account's data from every service as JSON, audited with the reason", async () => {
    const refused = await post('/admin/accounts/export', { account: user.id }, admin);
    expect(refused.body.message).toBe(PeopleTexts.reasonRequired);
    const { status, body } = await post('/admin/accounts/export', { account: user.id, reason: 'Their request of 7 Dec' }, admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      accountId: user.id,
      account: { id: user.id, email: user.email, roles: [{ role: 'USER' }], warnings: [{ reason: 'Rude in the chat' }] },
      calls: [],
      transactions: { asUser: [{ amountCents: '900', type: 'CALL' }], asHelper: [] },
      disputes: [{ reason: 'Left early', accountSide: 'USER' }],
    });
    expect(JSON.stringify(body.data)).not.toMatch(/passwordHash|password_hash/);
    const entries = await audited(user.id, 2);
    expect(entries!.map((e) => [e.action, e.reason])).toEqual([
      ['account.export', 'Their request of 7 Dec'],
      ['account.warn', 'Rude in the chat'],
    ]);
  });

  it('erases an account confirmed by its e-mail: it can no longer sign in; never an admin; audited', async () => {
    const person = await accounts.verifiedUser();
    const erase = (confirm: string, account = person.id) => post('/admin/accounts/erase', { account, confirm, reason: 'Asked to be forgotten' }, admin);
    const mismatch = await erase('someone.else@example.com');
    expect([mismatch.status, mismatch.body.message]).toEqual([400, PeopleTexts.eraseConfirmationMismatch]);
    const adminId = (await get('/users/find', admin)).body.data.id as string;
    expect((await erase('x', adminId)).body.code).toBe('AUTH_ERASE_REFUSED');
    expect((await erase(person.email)).status).toBe(200);
    expect((await post('/auth/login', { identifier: person.email, password: PASSWORD })).status).toBe(401);
    expect((await get('/users/find', person.token)).status).toBe(401);
    const after = (await get(`/admin/accounts/${person.id}`, admin)).body.data;
    expect(after).toMatchObject({ erased: true, firstName: 'Deleted', roles: [] });
    expect((await audited(person.id, 1))!.map((e) => [e.action, e.reason])).toEqual([['account.erase', 'Asked to be forgotten']]);
    // Every People action is an admin's in the log.
    const mine = (await get(`/admin/audit?actorId=${adminId}`, admin)).body.data as { action: string }[];
    expect(new Set(mine.map((e) => e.action))).toEqual(
      new Set(['account.warn', 'account.sign_out_everywhere', 'account.resend_verification', 'account.export', 'account.erase']),
    );
  });
});

import { AuthTexts } from '@helpwire/contracts';
import { paymentDepsOn, seedChargedCall } from '@helpwire/payment/testing';
import { waitFor } from '@helpwire/service-kit/testing';
import { apiOf, PASSWORD, uniqueIds } from './accounts';
import { matchingAccountsOf } from './matching-accounts';
import { connected } from './realtime-clients';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

/**
 * Suspensions and warnings (issue 24, item 3): a dispute decided USER_BAN suspends the party it was
 * raised against — no sign-in, every session ended, a helper off duty — and an admin lifts it; an
 * admin suspends or warns directly; only admins may; each admin action is in the audit log.
 */
describe('suspensions and warnings, through the gateway', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  let admin: string;

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    admin = await signedInOf(() => stack, unique).admin();
  }, 120_000);

  afterAll(async () => {
    m.close();
    await stack?.stop();
  });

  const signIn = (email: string, path = '/auth/login/helper') => post(path, { identifier: email, password: PASSWORD });

  it('a dispute decided USER_BAN against a helper: their sessions end, they cannot sign in, they go off duty; an admin lifts it', async () => {
    const user = await m.user();
    const helper = await m.onlineHelper({ first: 'Badr', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
    const { callId } = await seedChargedCall(paymentDepsOn(stack.database.db), { userId: user.id, helperId: helper.id, priceMinor: 900n });
    const opened = await post(
      '/dispute/create',
      { callId, reason: 'Abusive helper', description: 'The helper insulted me.', resolution: 'FULL_REFUND' },
      user.token,
    );
    expect(opened.status).toBe(201);
    expect((await post(`/admin/disputes/${opened.body.data.id}/resolve`, { resolution: 'USER_BAN', note: 'Confirmed by the recording.' }, admin)).status).toBe(
      200,
    );

    // The decision reaches auth through its event: the helper's session ends, and sign-in is refused with the reason.
    await waitFor(async () => (await get('/users/find', helper.token)).status === 401, 10_000);
    const refused = await signIn(helper.email);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([403, 'AUTH_ACCOUNT_SUSPENDED', AuthTexts.accountSuspended]);
    // Off duty: matching rings them no more.
    const roles = (await stack.database.db.execute(
      `select is_available from auth.account_roles where account_id = '${helper.id}' and role = 'HELPER'`,
    )) as unknown as {
      rows: { is_available: boolean }[];
    };
    expect(roles.rows[0]!.is_available).toBe(false);

    expect((await post('/admin/accounts/unsuspend', { account: helper.id }, admin)).status).toBe(200);
    expect((await signIn(helper.email)).status).toBe(200);
  }, 60_000);

  it('an admin suspends, warns and lifts directly, with reasons, each in the audit log; users and helpers cannot', async () => {
    const person = await m.onlineHelper({ first: 'Sami', gender: 'Male' }, { latitude: 25.2, longitude: 55.3 });
    expect((await post('/admin/accounts/suspend', { account: person.id }, admin)).body.message).toBe(AuthTexts.suspensionReasonRequired);
    expect((await post('/admin/accounts/suspend', { account: 'not-an-id', reason: 'x' }, admin)).status).toBe(400);
    expect((await post('/admin/accounts/suspend', { account: '00000000-0000-4000-8000-000000000000', reason: 'x' }, admin)).status).toBe(404);

    expect((await post('/admin/accounts/warn', { account: person.id, reason: 'Late to three calls' }, admin)).status).toBe(200);
    // Their socket is closed as the suspension commits, not at the gateway's next minute-long check.
    const socket = await connected(stack.base, person.token, { reconnection: false });
    const closed = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
    const suspendedAt = Date.now();
    expect((await post('/admin/accounts/suspend', { account: person.id, reason: 'Fake documents' }, admin)).status).toBe(200);
    expect((await closed) - suspendedAt).toBeLessThan(5_000);
    expect((await get('/users/find', person.token)).status).toBe(401);
    expect((await signIn(person.email)).body.code).toBe('AUTH_ACCOUNT_SUSPENDED');
    // Suspending again changes nothing; lifting lets them in again.
    expect((await post('/admin/accounts/suspend', { account: person.id, reason: 'Again' }, admin)).status).toBe(200);
    expect((await post('/admin/accounts/unsuspend', { account: person.id }, admin)).status).toBe(200);
    const back = await signIn(person.email);
    expect(back.status).toBe(200);

    const audited = await waitFor(async () => {
      const found = (await get(`/admin/audit?objectId=${person.id}`, admin)).body.data as { action: string; reason: string | null }[];
      return found.filter((e) => e.action.startsWith('account.')).length >= 3 ? found : undefined;
    }, 10_000);
    expect(audited!.filter((e) => e.action.startsWith('account.')).map((e) => [e.action, e.reason])).toEqual([
      ['account.unsuspend', null],
      ['account.suspend', 'Fake documents'],
      ['account.warn', 'Late to three calls'],
    ]);

    const user = await m.user();
    // The old session stayed ended; the new one is a helper's, not an admin's.
    for (const token of [user.token, back.body.data.token as string])
      for (const path of ['/admin/accounts/suspend', '/admin/accounts/unsuspend', '/admin/accounts/warn'])
        expect((await post(path, { account: user.id, reason: 'x' }, token)).status).toBe(403);
    expect((await post('/admin/accounts/suspend', { account: user.id, reason: 'x' })).status).toBe(401);
  }, 60_000);
});

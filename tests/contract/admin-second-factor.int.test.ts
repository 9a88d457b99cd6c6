import { AuthMessages, AuthTexts } from '@helpwire/contracts';
import { totpCode, totpStep } from '@helpwire/auth/testing';
import { sql } from 'drizzle-orm';
import { apiOf, PASSWORD, signUpBody, uniqueIds } from './accounts';
import { adminSignIn } from './admin-sign-in';
import { adminCommand, signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

/** A 6-digit code that is not `code`. */
const notThe = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * An admin's sign-in with the second factor through the gateway (issue 24, decision 0064): the
 * password answers a challenge, never a session; the first sign-in enrols TOTP and answers recovery
 * codes once; later ones take the current code or a recovery code, each once.
 */
describe('admin sign-in with TOTP: REST → gateway → gRPC → auth → PostgreSQL', () => {
  let stack: Stack;
  const unique = uniqueIds();
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
  });
  const { post, get } = apiOf(() => stack);
  const accounts = signedInOf(() => stack, unique);
  const passwordStep = (identifier: string) => post('/auth/login/admin', { identifier, password: PASSWORD });

  it('first sign-in: the password answers ENROLL with a secret; a wrong code is refused; the first code answers the session and ten recovery codes once', async () => {
    const email = await accounts.createdAdmin();
    const login = await passwordStep(email);
    expect(login.status).toBe(200);
    expect(login.body.message).toBe(AuthMessages.setUpSecondFactor);
    const { challenge, secret, otpauthUrl } = login.body.data;
    expect(Object.keys(login.body.data).sort()).toEqual(['challenge', 'otpauthUrl', 'secondFactor', 'secret']);
    expect(login.body.data.secondFactor).toBe('ENROLL');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(login.body.data.token).toBeUndefined();

    const code = totpCode(secret, totpStep(Date.now()));
    const wrong = await post('/auth/login/admin/totp/enroll', { challenge, code: notThe(code) });
    expect(wrong).toMatchObject({ status: 400, body: { message: AuthTexts.secondFactorWrong, code: 'AUTH_SECOND_FACTOR_INVALID' } });

    const enrolled = await post('/auth/login/admin/totp/enroll', { challenge, code });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.message).toBe(AuthMessages.secondFactorEnrolled);
    expect(enrolled.body.data.user.role.name).toBe('ADMIN');
    expect(enrolled.body.data.recoveryCodes).toHaveLength(10);
    expect((await get('/admin/helpers', enrolled.body.data.token)).status).toBe(200);

    // The challenge was single use; the next password answers TOTP, with no secret.
    const reused = await post('/auth/login/admin/totp/enroll', { challenge, code });
    expect(reused).toMatchObject({ status: 401, body: { message: AuthTexts.challengeExpired, code: 'AUTH_CHALLENGE_INVALID' } });
    const next = await passwordStep(email);
    expect(next.body).toMatchObject({ message: AuthMessages.enterSecondFactor, data: { secondFactor: 'TOTP', challenge: expect.any(String) } });
    expect(Object.keys(next.body.data).sort()).toEqual(['challenge', 'secondFactor']);
  });

  it('later sign-ins: the current code answers { token, user }; a code already used (replay) and a used challenge are refused', async () => {
    const email = await accounts.createdAdmin();
    const offered = (await passwordStep(email)).body.data;
    const step = totpStep(Date.now());
    const spent = totpCode(offered.secret, step);
    expect((await post('/auth/login/admin/totp/enroll', { challenge: offered.challenge, code: spent })).status).toBe(200);
    const { challenge } = (await passwordStep(email)).body.data;
    const replay = await post('/auth/login/admin/totp', { challenge, code: spent });
    expect(replay).toMatchObject({ status: 400, body: { message: AuthTexts.secondFactorReused, code: 'AUTH_SECOND_FACTOR_REUSED' } });
    // The next step's code (one step of drift is accepted) signs in.
    const code = totpCode(offered.secret, step + 1);
    const signedIn = await post('/auth/login/admin/totp', { challenge, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.message).toBe(AuthMessages.loggedIn);
    expect(Object.keys(signedIn.body.data).sort()).toEqual(['token', 'user']);
    expect(signedIn.body.data.user).toMatchObject({ email, role: { name: 'ADMIN' } });
    expect((await get('/users/find', signedIn.body.data.token)).body.data.role.name).toBe('ADMIN');
    expect((await post('/auth/login/admin/totp', { challenge, code })).status).toBe(401);
    const again = (await passwordStep(email)).body.data.challenge;
    expect((await post('/auth/login/admin/totp', { challenge: again, code })).body.code).toBe('AUTH_SECOND_FACTOR_REUSED');
  });

  it('a recovery code works once; an expired challenge is refused', async () => {
    const email = await accounts.createdAdmin();
    const recoveryCodes = (await adminSignIn(stack.base, email, PASSWORD)).recoveryCodes!;
    const [recovery] = recoveryCodes as [string];
    const once = await post('/auth/login/admin/totp', { challenge: (await passwordStep(email)).body.data.challenge, recoveryCode: recovery });
    expect(once.status).toBe(200);
    const twice = await post('/auth/login/admin/totp', { challenge: (await passwordStep(email)).body.data.challenge, recoveryCode: recovery });
    expect(twice).toMatchObject({ status: 400, body: { code: 'AUTH_SECOND_FACTOR_INVALID' } });

    const { challenge } = (await passwordStep(email)).body.data;
    await stack.database.db.execute(
      sql`update auth.admin_challenges set expires_at = now() - interval '1 second' where account_id = ${once.body.data.user.id}`,
    );
    const expired = await post('/auth/login/admin/totp', { challenge, recoveryCode: recoveryCodes[1] });
    expect(expired).toMatchObject({ status: 401, body: { code: 'AUTH_CHALLENGE_INVALID' } });
  });

  it('bad input gets a clear 400 and changes nothing; a user’s or a helper’s token is no challenge, and their password opens no admin step', async () => {
    const email = await accounts.createdAdmin();
    const { challenge, secret } = (await passwordStep(email)).body.data;
    for (const [body, message] of [
      [{ challenge }, AuthTexts.totpCodeRequired],
      [{ challenge, code: '12 34' }, AuthTexts.totpCodeInvalid],
      [{ challenge, code: 123456 }, AuthTexts.totpCodeInvalid],
      [{ code: '123456' }, AuthTexts.challengeRequired],
      [{ challenge, code: '123456', recoveryCode: 'AAAAA-BBBBB' }, AuthTexts.oneSecondFactorOnly],
    ] as const) {
      const refused = await post('/auth/login/admin/totp', body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    expect((await post('/auth/login/admin/totp/enroll', { challenge })).body.message).toBe(AuthTexts.totpCodeRequired);

    const user = await accounts.verifiedUser();
    for (const token of [user.token, 'made-up']) {
      const refused = await post('/auth/login/admin/totp', { challenge: token, code: '123456' });
      expect(refused).toMatchObject({ status: 401, body: { code: 'AUTH_CHALLENGE_INVALID' } });
      expect((await post('/auth/login/admin/totp/enroll', { challenge: token, code: '123456' })).status).toBe(401);
    }
    const asUser = await passwordStep(user.email);
    expect(asUser).toMatchObject({ status: 401, body: { message: AuthTexts.invalidCredentials } });
    // Nothing was spent: the admin's challenge still enrols.
    const offered = (await passwordStep(email)).body.data;
    const enrolled = await post('/auth/login/admin/totp/enroll', { challenge: offered.challenge, code: totpCode(offered.secret, totpStep(Date.now())) });
    expect(enrolled.status).toBe(200);
    // The ENROLL challenge opened before offered another secret: the admin has set one up meanwhile.
    const late = await post('/auth/login/admin/totp/enroll', { challenge, code: totpCode(secret, totpStep(Date.now())) });
    expect(late).toMatchObject({ status: 401, body: { code: 'AUTH_CHALLENGE_INVALID' } });
  });

  it('five wrong codes lock the admin’s second factor: the sixth attempt is refused even with the right code', async () => {
    const email = await accounts.createdAdmin();
    const { secret } = await adminSignIn(stack.base, email, PASSWORD);
    const { challenge } = (await passwordStep(email)).body.data;
    const right = totpCode(secret, totpStep(Date.now()) + 1);
    for (let i = 0; i < 5; i += 1) expect((await post('/auth/login/admin/totp', { challenge, code: notThe(right) })).status).toBe(400);
    const locked = await post('/auth/login/admin/totp', { challenge, code: right });
    expect(locked).toMatchObject({ status: 429, body: { code: 'AUTH_ACCOUNT_LOCKED' } });
  });

  it('the admin CLI resets a lost second factor: the admin’s sessions end and the next sign-in enrols again', async () => {
    const email = await accounts.createdAdmin();
    const { token } = await adminSignIn(stack.base, email, PASSWORD);
    const reset = adminCommand(() => stack, ['reset-second-factor', email]);
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toContain(`${email}: second factor reset; admin sessions ended`);
    expect((await get('/users/find', token)).status).toBe(401);
    expect((await passwordStep(email)).body.data.secondFactor).toBe('ENROLL');
    const unknown = adminCommand(() => stack, ['reset-second-factor', `nobody.${unique()}@example.com`]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No admin account has this e-mail address or id');
  });

  it('no HTTP route creates an admin or gives the admin role', async () => {
    const { codeFor } = apiOf(() => stack);
    const body = signUpBody(unique(), { role: 'ADMIN', roleId: 3, roles: ['ADMIN'] });
    expect((await post('/auth/signup', body)).status).toBe(201);
    const user = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    expect(user.body.data.user.roles).toEqual(['USER']);
    const token = user.body.data.token as string;
    for (const attempt of [
      post('/auth/register-role', { role_slug: 'ADMIN' }, token),
      post('/auth/switch-role', { user_id: user.body.data.user.id, role_slug: 'ADMIN' }, token),
    ])
      expect((await attempt).status).toBe(400);
    expect((await get('/users/find', token)).body.data.roles).toEqual(['USER']);
    expect((await passwordStep(body.email)).status).toBe(401);
  });
});

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apiOf, PASSWORD, signUpBody, uniqueIds } from './accounts';
import { helperFiles } from './files';
import { startStack, type Stack } from './stack';

const password = PASSWORD;

describe('identity API: REST → gateway → gRPC → auth → PostgreSQL', () => {
  let stack: Stack;
  const unique = uniqueIds();
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
  });
  const { post, put, get, codeFor } = apiOf(() => stack);

  /** Signs up and verifies a user; answers its token and e-mail. */
  async function verifiedUser(extra: Record<string, unknown> = {}) {
    const id = unique();
    const body = signUpBody(id, extra);
    expect((await post('/auth/signup', body)).status).toBe(201);
    const verified = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    expect(verified.status).toBe(200);
    return { token: verified.body.data.token as string, email: body.email, user: verified.body.data.user };
  }

  it('signs up a user, mails a 6-digit code, verifies it and answers the current user', async () => {
    const id = unique();
    const body = signUpBody(id);
    const created = await post('/auth/signup', body);
    expect(created.status).toBe(201);
    expect(created.body.data.codeSentTo).toBe(`l***@example.com`);
    const code = codeFor(body.email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post('/auth/verifyotp', { email: body.email, code });
    expect(verified.body).toMatchObject({ statusCode: 200, message: 'Verified successfully', data: { token: expect.any(String) } });
    const me = await get('/users/find', verified.body.data.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      roleId: 1,
      role: { name: 'USER' },
      email: body.email,
      username: body.username,
      profilePic: '/default-avatar.svg',
      isAvailable: false,
      verified: true,
    });
    // Enums come back as the spec's names; a user has no review status.
    expect(me.body.data).toMatchObject({ roles: ['USER'], verificationStatus: null, rejectionReason: null });
    // A code is single use.
    expect((await post('/auth/verifyotp', { email: body.email, code })).body.message).toBe('Invalid or expired code');
  });

  it('rejects sign-ups that break the rules with the spec texts', async () => {
    const bad = await post(
      '/auth/signup',
      signUpBody(unique(), { phone: '12345', password: 'abc', confirmPassword: 'abd', acceptTerms: false, username: 'bad name' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.arrayContaining(['Invalid phone number', 'You must accept terms and conditions', 'Passwords do not match']));
    const helperWithoutPhone = await post('/auth/signup/helper', signUpBody(unique(), await helperFiles(stack.base)));
    expect(helperWithoutPhone.body.message).toBe('Phone number is required');
  });

  it('refuses a taken username (usernames are public), but never says that an e-mail has an account', async () => {
    const id = unique();
    expect((await post('/auth/signup', signUpBody(id))).status).toBe(201);
    const again = await post('/auth/signup', signUpBody(id));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This username is taken');
  });

  it('locks a code after 5 wrong tries, even for the right one', async () => {
    const id = unique();
    const body = signUpBody(id);
    await post('/auth/signup', body);
    const code = codeFor(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await post('/auth/verifyotp', { email: body.email, code: wrong })).body.message).toBe('Invalid or expired code');
    expect((await post('/auth/verifyotp', { email: body.email, code: wrong })).status).toBe(429);
    const right = await post('/auth/verifyotp', { email: body.email, code });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('texts the same code to an account with a phone (the dev mailbox stands in for the SMS provider here)', async () => {
    const phone = `+9715${String(Date.now()).slice(-8)}`;
    const body = signUpBody(unique(), { phone: `${phone.slice(0, 4)} ${phone.slice(4)}` });
    expect((await post('/auth/signup', body)).status).toBe(201);
    const [sms] = stack.mailbox.list(phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(sms!.text).toContain(codeFor(body.email));
    // An account without a phone gets the e-mail only.
    const noPhone = signUpBody(unique());
    expect((await post('/auth/signup', noPhone)).status).toBe(201);
    expect(stack.mailbox.list().filter((m) => m.channel === 'sms' && m.text.includes(codeFor(noPhone.email)))).toEqual([]);
  });

  it('signs in by e-mail or phone; every wrong combination answers the same text', async () => {
    const phone = `+9715${String(Date.now()).slice(-8)}`;
    const { email } = await verifiedUser({ phone });
    const byEmail = await post('/auth/login', { identifier: email.toUpperCase(), password });
    expect(byEmail.body).toMatchObject({ message: 'Login successfully', data: { token: expect.any(String), user: { email } } });
    expect((await post('/auth/login', { identifier: phone, password })).status).toBe(200);
    const wrongPassword = await post('/auth/login', { identifier: email, password: 'Wr0ng!pass' });
    const noAccount = await post('/auth/login', { identifier: `nobody.${unique()}@example.com`, password });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual(noAccount.body);
    expect(noAccount.body.message).toBe('Invalid email or password');
  });

  it('asks an unverified account to verify and sends it a fresh code', async () => {
    const body = signUpBody(unique());
    await post('/auth/signup', body);
    const before = stack.mailbox.list(body.email).length;
    const attempt = await post('/auth/login', { identifier: body.email, password });
    expect(attempt.body.message).toBe('Please verify your email');
    // The first code was sent under a minute ago: the cooldown holds the resend back.
    expect(stack.mailbox.list(body.email).length).toBe(before);
  });

  it('locks sign-in after 5 failures for the same identifier', async () => {
    const { email } = await verifiedUser();
    for (let i = 0; i < 5; i++) await post('/auth/login', { identifier: email, password: 'Wr0ng!pass' });
    const locked = await post('/auth/login', { identifier: email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('logout revokes the token: the same token then gets 401', async () => {
    const { token } = await verifiedUser();
    expect((await get('/users/find', token)).status).toBe(200);
    expect((await post('/auth/logout', {}, token)).body.message).toBe('Logged out successfully');
    const after = await get('/users/find', token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthorized');
  });

  it('needs a token for /users/find and never shows another account', async () => {
    expect((await get('/users/find')).status).toBe(401);
    const a = await verifiedUser();
    const b = await verifiedUser();
    expect((await get('/users/find', a.token)).body.data.email).toBe(a.email);
    expect((await get('/users/find', b.token)).body.data.email).toBe(b.email);
    const switchForOther = await post('/auth/switch-role', { user_id: b.user.id, role_slug: 'HELPER' }, a.token);
    expect(switchForOther.status).toBe(403);
  });

  it('switch-role without that role answers "No account found for this role HELPER"', async () => {
    const { token, user } = await verifiedUser();
    const result = await post('/auth/switch-role', { user_id: user.id, role_slug: 'HELPER' }, token);
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('No account found for this role HELPER');
    const toUser = await post('/auth/switch-role', { user_id: user.id, role_slug: 'USER' }, token);
    expect(toUser.body).toMatchObject({ message: 'User login successfully', data: { token: expect.any(String) } });
  });

  it('forgot password answers the same for unknown addresses; the reset code ends every session', async () => {
    const { token, email } = await verifiedUser();
    const unknown = await post('/auth/forgot-password', { email: `ghost.${unique()}@example.com` });
    const known = await post('/auth/forgot-password', { email });
    expect(known.body).toEqual(unknown.body);
    const code = codeFor(email);
    const reset = await post('/auth/reset-password', { email, code, password: 'N3w!secret', confirmPassword: 'N3w!secret' });
    expect(reset.status).toBe(200);
    expect((await get('/users/find', token)).status).toBe(401);
    expect((await post('/auth/login', { identifier: email, password })).status).toBe(401);
    expect((await post('/auth/login', { identifier: email, password: 'N3w!secret' })).status).toBe(200);
  });

  it('change password needs the current one', async () => {
    const { token } = await verifiedUser();
    const wrong = await post('/users/changePassword', { currentPassword: 'Wr0ng!pass', newPassword: 'An0ther!pw', confirmPassword: 'An0ther!pw' }, token);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const ok = await post('/users/changePassword', { currentPassword: password, newPassword: 'An0ther!pw', confirmPassword: 'An0ther!pw' }, token);
    expect(ok.body.message).toBe('Password changed successfully');
    expect((await get('/users/find', token)).status).toBe(200);
  });

  it('a helper signs up In Review and can sign in through /auth/login/helper', async () => {
    const id = unique();
    const body = signUpBody(id, { phone: `+9665${String(Date.now()).slice(-8)}`, ...(await helperFiles(stack.base)) });
    expect((await post('/auth/signup/helper', body)).status).toBe(201);
    await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    const asUser = await post('/auth/login', { identifier: body.email, password });
    expect(asUser.body.message).toBe('No account found for this role USER');
    const asHelper = await post('/auth/login/helper', { identifier: body.email, password });
    expect(asHelper.body.data.user).toMatchObject({ roleId: 2, role: { name: 'HELPER' }, verificationStatus: 'IN_REVIEW', isAvailable: false });
  });

  it('only approved helpers go available: in review → refused; the admin CLI approves; then available', async () => {
    const id = unique();
    const body = signUpBody(id, { phone: `+9665${String(Date.now()).slice(-8)}`, ...(await helperFiles(stack.base)) });
    await post('/auth/signup/helper', body);
    await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    const { body: login } = await post('/auth/login/helper', { identifier: body.email, password });
    const token = login.data.token as string;
    const available = (isAvailable: unknown, t = token) => put('/helpers/available', { isAvailable }, t);

    const early = await available(true);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Your helper account is still in review. You can go available once it is approved.');
    expect((await available('yes')).body.message).toBe('isAvailable must be true or false');

    // A non-admin cannot review helpers through the API.
    const review = await post('/admin/helpers/review', { helper: body.email, approve: true }, token);
    expect(review.status).toBe(403);
    expect(review.body.message).toBe('Only an admin can do this');

    const cli = spawnSync(process.execPath, [join(__dirname, '..', '..', 'launcher', 'dist', 'admin.js'), 'approve-helper', body.email], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: stack.database.url },
      encoding: 'utf8',
    });
    expect(cli.stdout.trim()).toBe(`${body.email}: APPROVED`);
    expect(cli.status).toBe(0);

    const ok = await available(true);
    expect(ok.body).toEqual({ statusCode: 200, message: 'Availability updated successfully', data: { isAvailable: true } });
    expect((await get('/users/find', token)).body.data).toMatchObject({ isAvailable: true, verificationStatus: 'APPROVED' });

    const rejected = spawnSync(process.execPath, [join(__dirname, '..', '..', 'launcher', 'dist', 'admin.js'), 'reject-helper', body.email], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: stack.database.url },
      encoding: 'utf8',
    });
    expect(rejected.status).toBe(1);
    expect(rejected.stderr).toContain('A reason is required to reject a helper');
  });

  it('a user cannot use the helper availability switch', async () => {
    const { token } = await verifiedUser();
    const result = await put('/helpers/available', { isAvailable: true }, token);
    expect(result.status).toBe(403);
    expect(result.body.message).toBe('Role not allowed');
  });
});

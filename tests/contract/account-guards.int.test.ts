import { auth } from '@helpwire/proto';
import { createPromiseClient, type PromiseClient } from '@helpwire/service-kit';
import { FileTexts } from '@helpwire/contracts';
import { apiOf, freshPhone, PASSWORD, signUpBody, uniqueIds } from './accounts';
import { uploadPdf } from './files';
import { startStack, type Stack } from './stack';

const password = PASSWORD;
const LOCKED = 'Too many attempts. Please try again in 15 minutes.';

/** The claims of a session token (the gateway verified them; the test reads them to act as it). */
function claimsOf(token: string): { sub: string; role: string; jti: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('account guards: lockouts, deletion races', () => {
  let stack: Stack;
  let authClient: PromiseClient<auth.AuthServiceClient>;
  const unique = uniqueIds();
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    authClient = createPromiseClient(auth.AuthServiceClient, `127.0.0.1:${stack.auth.port}`);
  }, 60_000);
  afterAll(async () => {
    authClient.close();
    await stack.stop();
  });
  const { post, send, get, codeFor } = apiOf(() => stack);

  async function verifiedUser(extra: Record<string, unknown> = {}) {
    const body = signUpBody(unique(), extra);
    expect((await post('/auth/signup', body)).status).toBe(201);
    const verified = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    expect(verified.status).toBe(200);
    return { token: verified.body.data.token as string, body };
  }

  it('a profile update that arrives after the deletion committed writes nothing back into the erased account', async () => {
    const phone = freshPhone();
    const { token, body } = await verifiedUser({ phone });
    const { sub, role, jti } = claimsOf(token);
    expect((await send('DELETE', '/users/delete', { password }, token)).status).toBe(200);
    // The update passed the gateway's session check just before the deletion: it reaches the service now.
    const late = authClient.updateProfile(
      {
        profile: {
          firstName: body.firstName,
          lastName: body.lastName,
          username: body.username,
          email: body.email,
          phone,
          gender: body.gender,
          languages: body.languages,
          categories: body.categories,
          favoriteCategories: [],
          location: body.location,
          bio: 'written after deletion',
          genderPreference: '',
          profilePic: '',
        },
        profilePicFileId: '',
        idCardFileId: '',
      },
      { identity: { userId: sub, role, tokenId: jti, requestId: `race-${unique()}`, language: 'en' } },
    );
    await expect(late).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const rows = await stack.database.db.execute(`select email, phone, username, first_name, profile from auth.accounts where id = '${sub}'`);
    const row = (rows as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(row).toMatchObject({
      email: `deleted-${sub.replace(/-/g, '')}@deleted.invalid`,
      phone: null,
      username: `deleted_${sub.replace(/-/g, '')}`,
      first_name: 'Deleted',
    });
    expect(JSON.stringify(row.profile)).not.toContain('written after deletion');
    // The e-mail, username and phone stay free for a new sign-up.
    expect((await post('/auth/signup', { ...body, phone })).status).toBe(201);
  });

  it('sign-in lockout counts a phone however it is typed (E.164) and an e-mail in any case as one identifier', async () => {
    const phone = freshPhone();
    await verifiedUser({ phone });
    const dashed = `${phone.slice(0, 4)}-${phone.slice(4, 6)}-${phone.slice(6)}`;
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 6)} ${phone.slice(6)}`;
    for (const identifier of [dashed, spaced, phone, dashed, spaced]) {
      expect((await post('/auth/login', { identifier, password: 'Wr0ng!pass' })).status).toBe(401);
    }
    for (const identifier of [phone, dashed, spaced]) {
      const locked = await post('/auth/login', { identifier, password });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(LOCKED);
    }

    const other = await verifiedUser();
    for (let i = 0; i < 5; i++) await post('/auth/login', { identifier: i % 2 ? other.body.email.toUpperCase() : other.body.email, password: 'Wr0ng!pass' });
    expect((await post('/auth/login', { identifier: other.body.email, password })).body.message).toBe(LOCKED);
  });

  /** Moves every lockout window 16 minutes into the past, as if the 15 minutes had passed. */
  const windowPasses = () => stack.database.db.execute(`update auth.login_attempts set window_started_at = now() - interval '16 minutes'`);

  it('5 wrong current passwords lock change-password: then even the right one is refused until the window passes', async () => {
    const { token } = await verifiedUser();
    const change = (currentPassword: string) =>
      post('/users/changePassword', { currentPassword, newPassword: 'An0ther!pw', confirmPassword: 'An0ther!pw' }, token);
    for (let i = 0; i < 5; i++) expect((await change('Wr0ng!pass')).body.message).toBe('Current password is incorrect');
    const locked = await change(password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED);
    await windowPasses();
    expect((await change(password)).body.message).toBe('Password changed successfully');
  });

  it('5 wrong passwords lock account deletion: then even the right one is refused until the window passes', async () => {
    const { token } = await verifiedUser();
    for (let i = 0; i < 5; i++)
      expect((await send('DELETE', '/users/delete', { password: 'Wr0ng!pass' }, token)).body.message).toBe('Current password is incorrect');
    const locked = await send('DELETE', '/users/delete', { password }, token);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED);
    expect((await get('/users/find', token)).status).toBe(200);
    await windowPasses();
    expect((await send('DELETE', '/users/delete', { password }, token)).status).toBe(200);
  });

  describe('no account enumeration', () => {
    const NOTICE = 'Someone tried to sign up with your address';
    /** What a sign-up answer shows, without the values that name the request's own address and id. */
    const shapeOf = (answer: { status: number; body: { message: string; data: Record<string, unknown> } }) => ({
      status: answer.status,
      message: answer.body.message,
      fields: Object.keys(answer.body.data ?? {}).sort(),
    });

    it('a sign-up with an e-mail that has an account answers as a new one; the owner gets a notice, not a code', async () => {
      const owner = await verifiedUser();
      const fresh = signUpBody(unique());
      const created = await post('/auth/signup', fresh);
      const again = await post('/auth/signup', signUpBody(unique(), { email: owner.body.email, password: 'N3w!secret', confirmPassword: 'N3w!secret' }));
      expect(shapeOf(again)).toEqual(shapeOf(created));
      expect(again.body.data.codeSentTo).toBe(`${owner.body.email[0]}***@example.com`);
      const [notice] = stack.mailbox.list(owner.body.email);
      expect(notice!.subject).toBe(NOTICE);
      expect(notice!.text).toContain('sign in, or reset your password'.replace('sign in', 'Sign in'));
      expect(notice!.text).not.toMatch(/\b\d{6}\b/);
      // Nothing changed: the owner's password still works, the intruder's does not.
      expect((await post('/auth/login', { identifier: owner.body.email, password })).status).toBe(200);
      expect((await post('/auth/login', { identifier: owner.body.email, password: 'N3w!secret' })).status).toBe(401);
      // The answered id is nobody's.
      const ids = await stack.database.db.execute(`select count(*)::int as n from auth.accounts where id = '${again.body.data.userId}'`);
      expect((ids as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });

    it('a sign-up with a phone that has an account answers as a new one and tells the phone owner by e-mail', async () => {
      const phone = freshPhone();
      const owner = await verifiedUser({ phone });
      const before = stack.mailbox.list(owner.body.email).length;
      const textsBefore = stack.mailbox.list(phone).length;
      const other = signUpBody(unique(), { phone: `${phone.slice(0, 4)}-${phone.slice(4)}` });
      const again = await post('/auth/signup', other);
      expect(shapeOf(again)).toEqual(shapeOf(await post('/auth/signup', signUpBody(unique(), { phone: freshPhone() }))));
      expect(stack.mailbox.list(owner.body.email)).toHaveLength(before + 1);
      expect(stack.mailbox.list(owner.body.email)[0]!.subject).toBe(NOTICE);
      // No code went anywhere for it: not to the new address, not to the phone.
      expect(stack.mailbox.list(other.email)).toEqual([]);
      expect(stack.mailbox.list(phone)).toHaveLength(textsBefore);
    });

    it('a taken username may say so; a helper sign-up with an unusable file answers the same with or without an account', async () => {
      const owner = await verifiedUser();
      const both = await post('/auth/signup', signUpBody(unique(), { email: owner.body.email, username: owner.body.username }));
      expect(both.status).toBe(409);
      expect(both.body.message).toBe('This username is taken');
      const badFiles = { phone: freshPhone(), idCard: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', documents: [await uploadPdf(stack.base)] };
      const asNew = await post('/auth/signup/helper', signUpBody(unique(), badFiles));
      const asOwner = await post('/auth/signup/helper', signUpBody(unique(), { ...badFiles, phone: freshPhone(), email: owner.body.email }));
      expect(asNew.status).toBe(400);
      expect(asNew.body.message).toBe(FileTexts.fileNotUsable);
      expect(asOwner.body).toEqual(asNew.body);
    });

    it('forgot-password and resend-otp answer the same for known and unknown addresses (and only the owner gets a code)', async () => {
      const owner = await verifiedUser();
      const unverified = signUpBody(unique());
      await post('/auth/signup', unverified);
      const ghost = `ghost.${unique()}@example.com`;
      expect((await post('/auth/forgot-password', { email: owner.body.email })).body).toEqual((await post('/auth/forgot-password', { email: ghost })).body);
      expect((await post('/auth/resendotp', { email: unverified.email })).body).toEqual((await post('/auth/resendotp', { email: ghost })).body);
      expect(stack.mailbox.list(owner.body.email)[0]!.subject).toBe('Reset your Helpwire password');
      expect(stack.mailbox.list(ghost)).toEqual([]);
      // The rehearsals leave nothing behind.
      const left = await stack.database.db.execute(`select count(*)::int as n from auth.accounts where email like '%.invalid' and email like 'rehearsal-%'`);
      expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });
  });
});

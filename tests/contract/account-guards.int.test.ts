import { auth } from '@helpwire/proto';
import { createPromiseClient, type PromiseClient } from '@helpwire/service-kit';
import { apiOf, freshPhone, PASSWORD, signUpBody, uniqueIds } from './accounts';
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
    expect(row).toMatchObject({ email: `deleted-${sub.replace(/-/g, '')}@deleted.invalid`, phone: null, username: `deleted_${sub.replace(/-/g, '')}`, first_name: 'Deleted' });
    expect(JSON.stringify(row.profile)).not.toContain('written after deletion');
    // The e-mail, username and phone stay free for a new sign-up.
    expect((await post('/auth/signup', { ...body, phone })).status).toBe(201);
  });

  it('sign-in lockout counts a phone however it is typed (E.164) and an e-mail in any case as one identifier', async () => {
    const phone = freshPhone();
    const { body } = await verifiedUser({ phone });
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
    const change = (currentPassword: string) => post('/users/changePassword', { currentPassword, newPassword: 'An0ther!pw', confirmPassword: 'An0ther!pw' }, token);
    for (let i = 0; i < 5; i++) expect((await change('Wr0ng!pass')).body.message).toBe('Current password is incorrect');
    const locked = await change(password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED);
    await windowPasses();
    expect((await change(password)).body.message).toBe('Password changed successfully');
  });

  it('5 wrong passwords lock account deletion: then even the right one is refused until the window passes', async () => {
    const { token } = await verifiedUser();
    for (let i = 0; i < 5; i++) expect((await send('DELETE', '/users/delete', { password: 'Wr0ng!pass' }, token)).body.message).toBe('Current password is incorrect');
    const locked = await send('DELETE', '/users/delete', { password }, token);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED);
    expect((await get('/users/find', token)).status).toBe(200);
    await windowPasses();
    expect((await send('DELETE', '/users/delete', { password }, token)).status).toBe(200);
  });
});

import { AuthTexts } from '@helpwire/contracts';
import { startLocalOidcProvider, type LocalOidcProvider } from '@helpwire/auth/testing';
import { apiOf, PASSWORD, uniqueIds } from './accounts';
import { startStack, type Stack } from './stack';

const WEB_CLIENT = 'helpwire-web';
const password = PASSWORD;

/** Social sign-in end to end: a real OIDC provider (oidc-provider) → gateway → gRPC → auth → PostgreSQL. */
describe('social sign-in API against a local OpenID Connect provider', () => {
  let provider: LocalOidcProvider;
  let stack: Stack;
  const unique = uniqueIds();

  beforeAll(async () => {
    provider = await startLocalOidcProvider([
      { client_id: WEB_CLIENT, client_secret: 'local-secret-0123456789abcdef0123' },
      { client_id: 'another-app', client_secret: 'local-secret-0123456789abcdef4567' },
    ]);
    // Google points at the local provider; Apple too (to try its string "true"); Microsoft and Facebook are not configured.
    stack = await startStack(
      { STRICT_RATE_LIMIT_PER_MINUTE: '1000' },
      {
        socialProviders: [
          { provider: 'google', issuer: provider.issuer, clientIds: [WEB_CLIENT] },
          { provider: 'apple', issuer: provider.issuer, clientIds: [WEB_CLIENT] },
        ],
      },
    );
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
    await provider?.stop();
  });

  const { post, get } = apiOf(() => stack);

  it('lists the enabled providers with their public client ids', async () => {
    const listed = await get('/auth/providers');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { provider: 'google', clientId: WEB_CLIENT },
      { provider: 'apple', clientId: WEB_CLIENT },
    ]);
  });

  it('creates a verified account on first sign-in and finds the same account on the next', async () => {
    const id = unique();
    const claims = { sub: `g-${id}`, email: `Nour.${id}@Example.com`, email_verified: true, given_name: 'Nour', family_name: 'Saleh' };
    const first = await post('/auth/google', { credential: await provider.signIn(WEB_CLIENT, claims) });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Account created successfully');
    expect(first.body.data.created).toBe(true);
    expect(first.body.data.user).toMatchObject({
      email: `nour.${id}@example.com`,
      firstName: 'Nour',
      lastName: 'Saleh',
      verified: true,
      role: { name: 'USER' },
      gender: 'OTHER',
    });
    expect(first.body.data.user.username).toMatch(/^nour\./);
    const me = await get('/users/find', first.body.data.token);
    expect(me.body.data.id).toBe(first.body.data.user.id);

    const again = await post('/auth/google', { credential: await provider.signIn(WEB_CLIENT, claims) });
    expect(again.status).toBe(200);
    expect(again.body.data.created).toBe(false);
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
  });

  it('creates a helper in review when asked for the HELPER role', async () => {
    const id = unique();
    const res = await post('/auth/google', {
      credential: await provider.signIn(WEB_CLIENT, { sub: `h-${id}`, email: `helper.${id}@example.com`, email_verified: true, name: 'Omar Ali' }),
      role: 'HELPER',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ roleId: 2, verificationStatus: 'IN_REVIEW', firstName: 'Omar', lastName: 'Ali' });
  });

  it('links to an existing password account only by a verified e-mail (Apple sends "true" as a string)', async () => {
    const id = unique();
    const email = `layla.${id}@example.com`;
    const signUp = await post('/auth/signup', {
      firstName: 'Layla',
      lastName: 'Haddad',
      username: `layla.${id}`,
      email,
      gender: 'Female',
      password,
      confirmPassword: password,
      languages: [{ label: 'English', value: 'en' }],
      categories: [{ label: 'Education', value: 'education' }],
      location: { latitude: 25.2, longitude: 55.27, address: 'Dubai' },
      acceptTerms: true,
    });
    expect(signUp.status).toBe(201);
    const code = /\b(\d{6})\b/.exec(stack.mailbox.list(email)[0]?.text ?? '')![1];
    const verified = await post('/auth/verifyotp', { email, code });
    const accountId = verified.body.data.user.id;

    const unverified = await post('/auth/google', { credential: await provider.signIn(WEB_CLIENT, { sub: `u-${id}`, email, email_verified: false }) });
    expect(unverified.status).toBe(422);
    expect(unverified.body.message).toMatch(/no verified email address/);

    const linked = await post('/auth/apple', {
      credential: await provider.signIn(WEB_CLIENT, { sub: `a-${id}`, email, email_verified: 'true' as unknown as boolean }),
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ created: false, user: { id: accountId, username: `layla.${id}` } });
    // The password still works; the provider identity now signs in by its subject too.
    expect((await post('/auth/login', { identifier: email, password })).status).toBe(200);
    const bySubject = await post('/auth/apple', { credential: await provider.signIn(WEB_CLIENT, { sub: `a-${id}` }) });
    expect(bySubject.body.data.user.id).toBe(accountId);
  });

  it('answers "No account found for this role HELPER" when the account lacks the role', async () => {
    const id = unique();
    const claims = { sub: `r-${id}`, email: `role.${id}@example.com`, email_verified: true };
    expect((await post('/auth/google', { credential: await provider.signIn(WEB_CLIENT, claims) })).status).toBe(200);
    const asHelper = await post('/auth/google', { credential: await provider.signIn(WEB_CLIENT, claims), role: 'HELPER' });
    expect(asHelper.status).toBe(404);
    expect(asHelper.body.message).toBe('No account found for this role HELPER');
  });

  it('refuses a token issued to another client (401), a bad credential and a provider not configured', async () => {
    const wrongAudience = await post('/auth/google', {
      credential: await provider.signIn('another-app', { sub: `w-${unique()}`, email: 'x@example.com', email_verified: true }),
    });
    expect(wrongAudience.status).toBe(401);
    expect(wrongAudience.body.message).toBe(AuthTexts.credentialInvalid);
    expect((await post('/auth/google', { credential: 'not.a.token' })).status).toBe(401);
    const missing = await post('/auth/google', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(AuthTexts.credentialRequired);
    const microsoft = await post('/auth/microsoft', { credential: await provider.signIn(WEB_CLIENT, { sub: 'm-1' }) });
    expect(microsoft.status).toBe(400);
    expect(microsoft.body.message).toBe(AuthTexts.providerNotConfigured);
  });
});

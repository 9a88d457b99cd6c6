import { SignJWT } from 'jose';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../test/local-oidc/local-oidc-provider';
import { startSigningIssuer, type SigningIssuer } from '../../../test/local-oidc/signing-issuer';
import { IdTokenVerifier } from './id-token-verifier';
import { acceptedIssuers, discoveryUrl } from './issuer-template';

const CLIENT = 'helpwire-web';

describe('IdTokenVerifier against a real OpenID Connect provider (oidc-provider)', () => {
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    provider = await startLocalOidcProvider([
      { client_id: CLIENT, client_secret: 'local-secret-0123456789abcdef0123' },
      { client_id: 'someone-else', client_secret: 'local-secret-0123456789abcdef4567' },
    ]);
  }, 30_000);
  afterAll(() => provider.stop());

  it('accepts a genuine ID token obtained by the authorization-code flow', async () => {
    const verifier = new IdTokenVerifier([{ provider: 'google', issuer: provider.issuer, clientIds: [CLIENT] }]);
    const token = await provider.signIn(CLIENT, { sub: 'real-1', email: 'Real@Example.com', email_verified: true, given_name: 'Rea' });
    const claims = await verifier.verify('google', token);
    expect(claims).toMatchObject({ sub: 'real-1', email: 'Real@Example.com', email_verified: true, aud: CLIENT, iss: provider.issuer });
  });

  it('refuses a genuine token issued to another client (audience)', async () => {
    const verifier = new IdTokenVerifier([{ provider: 'google', issuer: provider.issuer, clientIds: [CLIENT] }]);
    const token = await provider.signIn('someone-else', { sub: 'real-2' });
    await expect(verifier.verify('google', token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('IdTokenVerifier failure cases', () => {
  let issuer: SigningIssuer;
  let verifier: IdTokenVerifier;
  beforeAll(async () => {
    issuer = await startSigningIssuer();
  });
  afterAll(() => issuer.stop());
  beforeEach(() => {
    verifier = new IdTokenVerifier([{ provider: 'apple', issuer: issuer.issuer, clientIds: [CLIENT, 'ios-app'] }], {
      jwksCooldownMs: 0,
      clockToleranceSeconds: 30,
    });
  });
  const rejected = { code: 'UNAUTHENTICATED' };

  it('accepts RS256 and ES256 tokens for any configured client id', async () => {
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'a', aud: CLIENT }))).resolves.toMatchObject({ sub: 'a' });
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'b', aud: 'ios-app' }, { alg: 'ES256' }))).resolves.toMatchObject({ sub: 'b' });
  });

  it('refuses a wrong issuer, a wrong audience and an expired token', async () => {
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'a', aud: CLIENT, iss: 'https://evil.example.com' }))).rejects.toMatchObject(rejected);
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'a', aud: 'other-app' }))).rejects.toMatchObject(rejected);
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'a', aud: CLIENT, iat: past - 600, exp: past }))).rejects.toMatchObject(rejected);
  });

  it('allows a small clock skew but not a token from the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'a', aud: CLIENT, exp: now - 10 }))).resolves.toMatchObject({ sub: 'a' });
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'a', aud: CLIENT, nbf: now + 600 }))).rejects.toMatchObject(rejected);
  });

  it('refuses a tampered payload or signature, garbage, and a token without sub', async () => {
    const token = await issuer.sign({ sub: 'a', aud: CLIENT });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', aud: CLIENT, iss: issuer.issuer, iat: 1, exp: 9_999_999_999 })).toString('base64url');
    await expect(verifier.verify('apple', `${header}.${forged}.${signature}`)).rejects.toMatchObject(rejected);
    await expect(verifier.verify('apple', `${token.slice(0, -4)}AAAA`)).rejects.toMatchObject(rejected);
    await expect(verifier.verify('apple', 'not-a-jwt')).rejects.toMatchObject(rejected);
    await expect(verifier.verify('apple', await issuer.sign({ aud: CLIENT }))).rejects.toMatchObject(rejected);
  });

  it('refuses HS256, even signed with the public client id', async () => {
    const hs = await new SignJWT({ sub: 'a', aud: CLIENT, iss: issuer.issuer })
      .setProtectedHeader({ alg: 'HS256', kid: 'rs-0' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(CLIENT));
    await expect(verifier.verify('apple', hs)).rejects.toMatchObject(rejected);
  });

  it('fetches the JWKS again for an unknown kid (key rotation), and refuses a kid it never publishes', async () => {
    await verifier.verify('apple', await issuer.sign({ sub: 'a', aud: CLIENT }));
    const before = issuer.jwksRequests;
    await issuer.rotate();
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'a', aud: CLIENT }))).resolves.toMatchObject({ sub: 'a' });
    expect(issuer.jwksRequests).toBe(before + 1);
    await expect(verifier.verify('apple', await issuer.sign({ sub: 'a', aud: CLIENT }, { kid: 'never-published' }))).rejects.toMatchObject(rejected);
  });

  it('answers not configured for a provider without client id, and unavailable when discovery fails', async () => {
    await expect(verifier.verify('google', 'x.y.z')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const unreachable = new IdTokenVerifier([{ provider: 'google', issuer: 'http://127.0.0.1:9', clientIds: [CLIENT] }], { httpTimeoutMs: 1000 });
    await expect(unreachable.verify('google', await issuer.sign({ sub: 'a', aud: CLIENT }))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(verifier.enabledProviders()).toEqual([{ provider: 'apple', clientId: CLIENT }]);
  });
});

describe('issuers', () => {
  const template = 'https://login.microsoftonline.com/{tenantid}/v2.0';
  it('reads Microsoft multi-tenant tokens by their own tenant id', () => {
    expect(discoveryUrl(template)).toBe('https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration');
    const tid = '72f988bf-86f1-41af-91ab-2d7cd011db47';
    expect(acceptedIssuers(template, { tid })).toEqual([`https://login.microsoftonline.com/${tid}/v2.0`]);
    expect(acceptedIssuers(template, { tid: '../evil' })).toEqual([]);
    expect(acceptedIssuers(template, {})).toEqual([]);
  });
  it('accepts both forms of Google’s issuer', () => {
    expect(acceptedIssuers('https://accounts.google.com', {})).toEqual(['https://accounts.google.com', 'accounts.google.com']);
  });
});

import { auth } from '@helpwire/proto';
import { AuthTexts } from '@helpwire/contracts';
import { eq } from 'drizzle-orm';
import { startLocalOidcProvider, type LocalAccountClaims, type LocalOidcProvider } from '../../test/local-oidc/local-oidc-provider';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { IdTokenVerifier } from '../adapters/social/id-token-verifier';
import { accounts, socialIdentities } from '../store/schema';
import type { AuthDeps } from './deps';
import { login } from './login';
import { signUp } from './sign-up';
import { listSocialProviders, SocialTexts, socialSignIn } from './social-sign-in';

const WEB_CLIENT = 'helpwire-use-case-web';

describe('socialSignIn against a local OpenID Connect provider', () => {
  const f = useCaseFixture();
  let provider: LocalOidcProvider;
  let deps: AuthDeps;
  let n = 0;
  const sub = () => `s-${Date.now().toString(36)}-${(n += 1)}`;

  beforeAll(async () => {
    provider = await startLocalOidcProvider([{ client_id: WEB_CLIENT, client_secret: 'local-secret-0123456789abcdef0123' }]);
    deps = { ...f.deps, socialVerifier: new IdTokenVerifier([{ provider: 'google', issuer: provider.issuer, clientIds: [WEB_CLIENT] }]) };
  });
  afterAll(() => provider.stop());

  const signInWith = async (claims: LocalAccountClaims, role = 'USER', name = 'google') =>
    socialSignIn(deps, { provider: name, idToken: await provider.signIn(WEB_CLIENT, claims), role, clientAddress: '10.6.0.1' }, f.ctx({ language: 'ar' }));

  it('creates a verified account without a password for a new verified e-mail, then signs the same subject in again', async () => {
    const claims = { sub: sub(), email: `social.${n}.${Date.now().toString(36)}@example.com`, email_verified: true, given_name: 'Sara', family_name: 'Nasser' };
    const first = await signInWith(claims);
    expect(first).toMatchObject({ created: true, user: { role: auth.Role.ROLE_USER, profile: { email: claims.email, firstName: 'Sara' } } });
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, first.user!.id));
    expect(row).toMatchObject({ passwordHash: null, language: 'ar' });
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect((await f.outboxSubjects()).some((s) => s.endsWith('user_registered'))).toBe(true);
    const again = await signInWith({ sub: claims.sub });
    expect(again).toMatchObject({ created: false, user: { id: first.user!.id } });
  });

  it("links to an unverified sign-up's account by verified e-mail and drops the password its signer never proved", async () => {
    const request = f.signUpRequest();
    const email = request.profile!.email;
    const { userId } = await signUp(f.deps, request, f.ctx());
    const linked = await signInWith({ sub: sub(), email, email_verified: true });
    expect(linked).toMatchObject({ created: false, user: { id: userId } });
    expect(await f.database.db.select().from(socialIdentities).where(eq(socialIdentities.accountId, userId))).toHaveLength(1);
    await expect(login(f.deps, { identifier: email, password: FIXTURE_PASSWORD, role: 'USER', clientAddress: '10.6.0.2' }, f.ctx())).rejects.toMatchObject({
      messages: [AuthTexts.invalidCredentials],
    });
  });

  it('never links an e-mail the provider does not vouch for, and refuses an unconfigured provider', async () => {
    const account = await f.verifiedAccount();
    await expect(signInWith({ sub: sub(), email: account.email, email_verified: false })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      messages: [SocialTexts.emailNotVerified],
    });
    expect(await f.database.db.select().from(socialIdentities).where(eq(socialIdentities.accountId, account.userId))).toHaveLength(0);
    await expect(signInWith({ sub: sub() }, 'USER', 'microsoft')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [AuthTexts.providerNotConfigured],
    });
  });

  it('lists only the configured providers', async () => {
    expect((await listSocialProviders(deps)).providers.map((p) => p.provider)).toEqual(['google']);
    expect(await listSocialProviders(f.deps)).toEqual({ providers: [] });
  });
});

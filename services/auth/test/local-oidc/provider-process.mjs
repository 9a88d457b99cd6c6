// A real OpenID Connect provider (panva's oidc-provider) on a random loopback port, for tests.
// Started as a child process by `local-oidc-provider.ts` (oidc-provider is ESM-only; Jest runs CJS).
// Input: LOCAL_OIDC_CLIENTS = JSON [{ client_id, client_secret, redirect_uri }].
// Output: one line on stdout, JSON { issuer }. A test registers an account's claims with
// PUT /test/accounts (sub, email, email_verified, names), then logs in with that sub as login name.
import { generateKeyPair, exportJWK } from 'jose';
import Provider from 'oidc-provider';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

const accounts = new Map();
const clients = JSON.parse(process.env.LOCAL_OIDC_CLIENTS ?? '[]');
const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(privateKey)), kid: `local-${randomBytes(4).toString('hex')}`, alg: 'RS256', use: 'sig' };

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: clients.map((c) => ({
    client_id: c.client_id,
    client_secret: c.client_secret,
    redirect_uris: [c.redirect_uri],
    response_types: ['code'],
    grant_types: ['authorization_code'],
  })),
  jwks: { keys: [jwk] },
  cookies: { keys: [randomBytes(16).toString('hex')] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
  // Put the scope's claims into the ID token itself, as Google, Apple and Microsoft do.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, sub) {
    const claims = accounts.get(sub) ?? { sub };
    return { accountId: sub, claims: async () => ({ ...claims }) };
  },
});
provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));
const callback = provider.callback();
// PUT /test/accounts with JSON claims registers (or replaces) the account a login of that sub gets.
server.on('request', (req, res) => {
  if (req.method !== 'PUT' || req.url !== '/test/accounts') return callback(req, res);
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const claims = JSON.parse(body);
    accounts.set(claims.sub, claims);
    res.writeHead(204).end();
  });
});
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));

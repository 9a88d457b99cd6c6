import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { createServer, type Server } from 'node:http';

/**
 * A minimal issuer for the verifier's failure cases, which a real provider never produces
 * (expired, wrong audience, foreign keys, HS256): a discovery document and a JWKS over loopback
 * HTTP, and tokens signed with jose-generated keys. `rotate()` replaces the published key.
 */
export interface SigningIssuer {
  issuer: string;
  jwksRequests: number;
  sign(claims: JWTPayload, options?: { alg?: 'RS256' | 'ES256'; kid?: string; key?: CryptoKey }): Promise<string>;
  rotate(): Promise<void>;
  stop(): Promise<void>;
}

async function newKey(alg: 'RS256' | 'ES256', kid: string) {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { alg, kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

export async function startSigningIssuer(): Promise<SigningIssuer> {
  let generation = 0;
  let keys = [await newKey('RS256', 'rs-0'), await newKey('ES256', 'es-0')];
  const state = { jwksRequests: 0 };
  let issuer = '';
  const server: Server = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === '/jwks') {
      state.jwksRequests += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: keys.map((k) => k.jwk) }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    issuer,
    get jwksRequests() {
      return state.jwksRequests;
    },
    async sign(claims, options = {}) {
      const alg = options.alg ?? 'RS256';
      const key = keys.find((k) => k.alg === alg)!;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iat: now, exp: now + 600, iss: issuer, ...claims })
        .setProtectedHeader({ alg, kid: options.kid ?? key.kid, typ: 'JWT' })
        .sign(options.key ?? key.privateKey);
    },
    async rotate() {
      generation += 1;
      keys = [await newKey('RS256', `rs-${generation}`), await newKey('ES256', `es-${generation}`)];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

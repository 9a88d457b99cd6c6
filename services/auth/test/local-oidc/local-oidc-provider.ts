import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface LocalOidcClient {
  client_id: string;
  client_secret: string;
}

/** Claims of the made-up account a sign-in at the local provider logs into. */
export interface LocalAccountClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  /** Runs the authorization-code flow (login + consent through the dev interactions) and answers the ID token. */
  signIn(clientId: string, account: LocalAccountClaims): Promise<string>;
  stop(): Promise<void>;
}

const REDIRECT_URI = 'http://127.0.0.1:9/callback';

/** Starts panva's oidc-provider in a child process with these clients. */
export async function startLocalOidcProvider(clients: LocalOidcClient[]): Promise<LocalOidcProvider> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'provider-process.mjs')], {
    env: { ...process.env, NODE_ENV: 'test', LOCAL_OIDC_CLIENTS: JSON.stringify(clients.map((c) => ({ ...c, redirect_uri: REDIRECT_URI }))) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`local OIDC provider exited (${code}): ${stderr}`)));
  });
  const secrets = new Map(clients.map((c) => [c.client_id, c.client_secret]));

  async function signIn(clientId: string, account: LocalAccountClaims): Promise<string> {
    const jar = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const response = await fetch(new URL(url, issuer), { ...init, headers, redirect: 'manual' });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair!.indexOf('=');
        jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
      }
      return response;
    };
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL('/auth', issuer);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: REDIRECT_URI,
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();

    const registered = await fetch(new URL('/test/accounts', issuer), { method: 'PUT', body: JSON.stringify(account) });
    if (registered.status !== 204) throw new Error(`could not register the test account: ${registered.status}`);
    let location = authorize.toString();
    const login = account.sub;
    for (let step = 0; step < 10; step += 1) {
      if (location.startsWith(REDIRECT_URI)) {
        const code = new URL(location).searchParams.get('code');
        if (!code) throw new Error(`the local provider answered no code: ${location}`);
        const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secrets.get(clientId) ?? '')}`).toString('base64');
        const token = await send('/token', {
          ...form({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier }),
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
        });
        const body = (await token.json()) as { id_token?: string; error?: string; error_description?: string };
        if (!body.id_token) throw new Error(`token endpoint: ${body.error} ${body.error_description}`);
        return body.id_token;
      }
      const response = await send(location);
      if (response.status >= 300 && response.status < 400) {
        location = new URL(response.headers.get('location')!, issuer).toString();
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`local provider ${response.status} at ${location}: ${html.slice(0, 300)}`);
      // A dev interaction page: the login form, then the consent form.
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${location}`);
      const fields: Record<string, string> = html.includes('name="login"') ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' };
      const submitted = await send(action, form(fields));
      if (submitted.status < 300 || submitted.status >= 400)
        throw new Error(`interaction ${fields.prompt} answered ${submitted.status}: ${(await submitted.text()).slice(0, 300)}`);
      location = new URL(submitted.headers.get('location')!, issuer).toString();
    }
    throw new Error('the sign-in at the local provider did not finish');
  }

  return {
    issuer,
    signIn,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

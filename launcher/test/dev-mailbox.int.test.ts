import { createTestDatabase, type TestDatabase } from '@helpwire/service-kit/testing';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, type Proc } from './processes';

/** An address of this machine other than loopback: requests to it come from a non-loopback address. */
function lanAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('this machine has no non-loopback IPv4 address to test from');
  return address;
}

/** A VAPID key pair as the notification service reads it (base64url: the P-256 point, the scalar); production requires one. */
function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

async function mailbox(base: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/dev/messages?to=user@helpwire.local`, { headers: { accept: 'application/json', ...headers } });
  return { status: response.status, text: await response.text() };
}

/** Asks for a password reset of the demo user: its code goes to the dev mailbox. */
async function requestResetCode(base: string) {
  const response = await fetch(`${base}/api/v1/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@helpwire.local' }),
  });
  expect(response.status).toBeLessThan(300);
}

describe('the dev mailbox (/dev/messages)', () => {
  const running: Proc[] = [];
  let database: TestDatabase;
  let dataDir: string;
  beforeEach(async () => {
    database = await createTestDatabase();
    await database.close();
    dataDir = mkdtempSync(join(tmpdir(), 'helpwire-mailbox-'));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string>) => {
    // No Janus: the mailbox needs no media, and a SIGKILLed launcher would leave its Janus running.
    const product = startProcess('launcher/dist/main.js', {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_CONTENT: 'false',
      SEED_DEMO_HISTORY: 'false',
      JANUS_START: 'false',
      ...env,
    });
    running.push(product);
    const [, port] = await product.waitFor(/Helpwire is running at http:\/\/[^:]+:(\d+)/, 60_000);
    return Number(port);
  };

  it('in development, listening on every interface: answers this machine, not another address, nor a forwarded request', async () => {
    const port = await start({ HOST: '0.0.0.0', TRUST_PROXY: '1' });
    const local = `http://127.0.0.1:${port}`;
    await requestResetCode(local);
    let code: string | undefined;
    for (let tries = 0; tries < 50 && !code; tries += 1) {
      code = /\b(\d{6})\b/.exec((await mailbox(local)).text)?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(code).toMatch(/^\d{6}$/);

    const remote = `http://${lanAddress()}:${port}`;
    for (const [from, headers] of [
      ['another address', {}],
      ['another address claiming loopback (X-Forwarded-For, trusted proxy)', { 'x-forwarded-for': '127.0.0.1' }],
      ['another address claiming loopback (Forwarded)', { forwarded: 'for=127.0.0.1' }],
    ] as const) {
      const answer = await mailbox(remote, headers);
      expect({ from, status: answer.status }).toEqual({ from, status: 404 });
      expect(answer.text).not.toContain(code!);
    }
    // A proxy on this machine forwarding a visitor: not this machine's request either.
    const forwarded = await mailbox(local, { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.status).toBe(404);
    expect(forwarded.text).not.toContain(code!);
  }, 90_000);

  it('with NODE_ENV=production it is never mounted, not even for this machine', async () => {
    const port = await start({
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: 'production-test-secret-0123456789abcdef',
      BANK_DETAILS_KEY: randomBytes(32).toString('hex'),
      TOTP_SECRET_KEY: randomBytes(32).toString('hex'),
      ...vapidKeys(),
    });
    const local = `http://127.0.0.1:${port}`;
    await requestResetCode(local);
    const answer = await mailbox(local);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/\b\d{6}\b/);
    // What a browser gets (the web app's own page when it is built) carries no messages either.
    const page = await fetch(`${local}/dev/messages`);
    expect(await page.text()).not.toContain('"messages"');
  }, 90_000);
});

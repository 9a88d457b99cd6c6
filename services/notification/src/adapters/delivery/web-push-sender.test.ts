import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import type { StoredPushSubscription } from '../../ports/delivery-senders';
import { isPublicAddress, PushEndpointGuard } from './push-endpoint-guard';
import { PUSH_PAYLOAD_MAX_BYTES, WebPushSender } from './web-push-sender';

/** The name of this test's push service; an injected resolver answers 127.0.0.1 for it (no DNS). */
const PUSH_HOST = 'push.example.test';
/** The rules a test gives the sender: this push service by name, on any port, at the address each test says. */
const rulesFor = (mayConnectTo: (address: string) => boolean) =>
  new PushEndpointGuard({ hosts: [PUSH_HOST], anyPort: true, resolve: async () => ['127.0.0.1'], mayConnectTo });

/** A certificate for push.example.test made for this run, so the push service below speaks real HTTPS. */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'helpwire-push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${PUSH_HOST}`,
        '-addext',
        `subjectAltName=DNS:${PUSH_HOST}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A browser's side of a subscription: its ECDH key pair and auth secret (RFC 8291 §3). */
function browserSubscription(endpoint: string): { subscription: StoredPushSubscription; ecdh: ECDH; auth: Buffer } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url', 'uncompressed'), auth: auth.toString('base64url') } }, ecdh, auth };
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** What the browser does with a push message: RFC 8291's key derivation and RFC 8188's aes128gcm record. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(undefined, 'uncompressed'), serverPublic]);
  const ikm = hmac(hmac(auth, ecdhSecret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('WebPushSender, against a push service on this machine', () => {
  const vapid = { ...generateVAPIDKeys(), subject: 'mailto:push@helpwire.example' };
  const received: Received[] = [];
  let status = 201;
  let connections = 0;
  let server: Server;
  let port: number;
  let origin: string;
  let ca: Buffer;
  let sender: WebPushSender;

  beforeAll(async () => {
    const tls = localCertificate();
    server = createServer(tls, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 400 ? 'push subscription has unsubscribed or expired.' : '');
      });
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `https://${PUSH_HOST}:${port}`;
    ca = tls.cert;
    // Only this test trusts its loopback push service; the production rules never do (below).
    sender = new WebPushSender(vapid, { guard: rulesFor((address) => address === '127.0.0.1'), ca, timeoutMs: 5_000 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    status = 201;
    connections = 0;
  });

  it('posts the payload encrypted for the subscription (aes128gcm), with TTL, urgency and the VAPID signature for that push service; 201 is sent', async () => {
    const browser = browserSubscription(`${origin}/wpush/v2/sub-1`);
    const payload = JSON.stringify({ title: 'Incoming call', body: 'Ana is calling', link: '/helper/call' });
    await expect(sender.send(browser.subscription, payload, { ttlSeconds: 30, urgency: 'high' })).resolves.toBe('sent');

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/wpush/v2/sub-1');
    expect(request!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: '30', urgency: 'high' });
    expect(decrypt(request!.body, browser.ecdh, browser.auth)).toBe(payload);
    expect(request!.body.toString('utf8')).not.toContain('Ana');

    // Authorization: vapid t=<JWT signed ES256 by the private key>, k=<public key>.
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(request!.headers.authorization ?? '');
    expect(match).not.toBeNull();
    const [, header, claims, signature, k] = match!;
    expect(k).toBe(vapid.publicKey);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    const jwt = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    expect(jwt.aud).toBe(origin);
    expect(jwt.sub).toBe(vapid.subject);
    expect(jwt.exp).toBeGreaterThan(Date.now() / 1000);
    expect(jwt.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    const raw = Buffer.from(vapid.publicKey, 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
  });

  it('sends the TTL and urgency asked (a day, low)', async () => {
    const browser = browserSubscription(`${origin}/sub-2`);
    await sender.send(browser.subscription, 'x', { ttlSeconds: 86_400, urgency: 'low' });
    expect(received[0]!.headers).toMatchObject({ ttl: '86400', urgency: 'low' });
  });

  it('answers gone when the push service no longer has the subscription (410, 404)', async () => {
    for (const answer of [410, 404]) {
      status = answer;
      await expect(sender.send(browserSubscription(`${origin}/sub-gone`).subscription, 'x', { ttlSeconds: 60, urgency: 'normal' })).resolves.toBe('gone');
    }
    expect(received).toHaveLength(2);
  });

  it('throws on any other failure, naming the status but not the endpoint', async () => {
    status = 500;
    const sending = sender.send(browserSubscription(`${origin}/secret-subscription-id`).subscription, 'x', { ttlSeconds: 60, urgency: 'normal' });
    await expect(sending).rejects.toThrow('push not sent: the push service answered 500');
    await sending.catch((error: Error) => expect(error.message).not.toContain('secret-subscription-id'));
    status = 429;
    await expect(sender.send(browserSubscription(`${origin}/sub-3`).subscription, 'x', { ttlSeconds: 60, urgency: 'normal' })).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('throws when the push service cannot be reached', async () => {
    const closed = new WebPushSender(vapid, { guard: rulesFor((address) => address === '127.0.0.1'), timeoutMs: 2_000 });
    await expect(closed.send(browserSubscription(`https://${PUSH_HOST}:1/sub`).subscription, 'x', { ttlSeconds: 60, urgency: 'normal' })).rejects.toThrow(
      /^push not sent: /,
    );
  });

  it('treats an endpoint that is not https as gone and sends nothing to it, and refuses a payload too large for one record', async () => {
    await expect(sender.send(browserSubscription(`http://127.0.0.1:${port}/latest`).subscription, 'x', { ttlSeconds: 60, urgency: 'normal' })).resolves.toBe(
      'gone',
    );
    await expect(
      sender.send(browserSubscription(`${origin}/sub-4`).subscription, 'é'.repeat(PUSH_PAYLOAD_MAX_BYTES), { ttlSeconds: 60, urgency: 'normal' }),
    ).rejects.toThrow(/payload is 7986 bytes/);
    expect(received).toHaveLength(0);
  });

  it('sends the largest payload one record holds', async () => {
    const browser = browserSubscription(`${origin}/sub-5`);
    const payload = 'a'.repeat(PUSH_PAYLOAD_MAX_BYTES);
    await expect(sender.send(browser.subscription, payload, { ttlSeconds: 60, urgency: 'normal' })).resolves.toBe('sent');
    expect(decrypt(received[0]!.body, browser.ecdh, browser.auth)).toBe(payload);
  });

  it('exposes the public key browsers subscribe with', () => {
    expect(sender.publicKey).toBe(vapid.publicKey);
  });

  it('connects to nothing when the push service name resolves to loopback under the production address check', async () => {
    const checked = new WebPushSender(vapid, { guard: rulesFor(isPublicAddress), ca, timeoutMs: 5_000 });
    const sending = checked.send(browserSubscription(`${origin}/sub-rebound`).subscription, 'x', { ttlSeconds: 60, urgency: 'normal' });
    await expect(sending).rejects.toThrow('push not sent: the push service name resolves to an address that is not public');
    expect([connections, received.length]).toEqual([0, 0]);
  });

  it('treats IP literals and hosts that are not push services as gone, with the production rules, and connects to nothing', async () => {
    const production = new WebPushSender(vapid, { ca, timeoutMs: 5_000 });
    for (const endpoint of [`https://127.0.0.1:${port}/sub`, `https://[::1]:${port}/sub`, `${origin}/sub`, `https://fcm.googleapis.com:${port}/fcm/send/x`]) {
      await expect(production.send(browserSubscription(endpoint).subscription, 'x', { ttlSeconds: 60, urgency: 'normal' })).resolves.toBe('gone');
    }
    await expect(sender.send(browserSubscription(`https://127.0.0.1:${port}/sub`).subscription, 'x', { ttlSeconds: 60, urgency: 'normal' })).resolves.toBe(
      'gone',
    );
    expect([connections, received.length]).toEqual([0, 0]);
  });
});

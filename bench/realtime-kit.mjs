// Pieces of the realtime benchmarks (bench:realtime now, bench:ring with the call service): signed-in
// accounts made through the API, sockets of the channel as the web opens them, deliveries published
// on the bus the way a service's outbox relay publishes them, latency percentiles and process memory.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './bench-kit.mjs';

const require = createRequire(join(root, 'package.json'));
const { io } = require('socket.io-client');
const { NatsEventBus, RealtimeDeliveries, realtimeDelivery } = require('@helpwire/service-kit');
const pino = require('pino');
const { WebSocket } = require('ws');

export const PASSWORD = 'Bench!pass1';

async function post(base, path, body, token) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** One verified USER account (sign-up, the code from the development mailbox, verification). */
async function signedUpUser(base, n) {
  const handle = `bench.${Date.now().toString(36)}.${n}`;
  const email = `${handle}@example.com`;
  const created = await post(base, '/auth/signup', {
    firstName: 'Bench', lastName: 'User', username: handle.replace(/\./g, '_'), email, gender: 'Female',
    password: PASSWORD, confirmPassword: PASSWORD, languages: [{ label: 'English', value: 'en' }],
    categories: [{ label: 'Education', value: 'education' }], location: { latitude: 25.2, longitude: 55.27, address: 'Dubai' }, acceptTerms: true,
  });
  if (created.status !== 201) throw new Error(`sign-up answered ${created.status}: ${JSON.stringify(created.body)}`);
  const mail = await (await fetch(`${base}/dev/messages?to=${encodeURIComponent(email)}`)).json();
  const code = /\b(\d{6})\b/.exec(mail.messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${email}`);
  const verified = await post(base, '/auth/verifyotp', { email, code });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
  return { id: verified.body.data.user.id, token: verified.body.data.token };
}

/** `count` signed-in accounts, made `concurrency` at a time (argon2id makes each sign-up cost). */
export async function signedUpUsers(base, count, concurrency = 6) {
  const accounts = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) accounts.push(await signedUpUser(base, next++));
    }),
  );
  return accounts;
}

/** A connected socket of the channel: websocket only, the token in the handshake. */
export function connectSocket(base, token) {
  const socket = io(base, { path: '/call-gateway', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`handshake refused: ${error.message}`)));
  });
}

/** Connects one socket per account, `concurrency` handshakes at a time. */
export async function connectSockets(base, accounts, concurrency = 50) {
  const sockets = new Array(accounts.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < accounts.length) {
        const i = next++;
        sockets[i] = await connectSocket(base, accounts[i].token);
      }
    }),
  );
  return sockets;
}

/** The bus as the services see it (JetStream), to publish deliveries like the call service's relay. */
export async function deliveryPublisher({ natsUrl, stream, subjectPrefix }) {
  const bus = await NatsEventBus.connect({ url: natsUrl, name: 'bench-realtime', logger: pino({ level: 'silent' }), stream, subjectPrefix });
  const event = RealtimeDeliveries.call;
  return {
    /** `role`: only the accounts' sessions of that role (USER or HELPER). */
    async publish({ accountIds, eventName, payload, role }) {
      const eventId = randomUUID();
      const data = event.codec.encode({ eventId, occurredAt: new Date(), ...realtimeDelivery(eventName, payload, { accountIds, role }) }).finish();
      await bus.publish({ id: eventId, subject: event.subject, data, headers: {} });
    },
    async close() {
      await bus.deleteStream();
      await bus.close();
    },
  };
}

/** Milliseconds since the epoch, sub-millisecond: the bench and the clients share one clock. */
export const now = () => performance.timeOrigin + performance.now();

export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] ?? NaN };
}

/**
 * The product's memory after a full garbage collection, through its inspector (the product runs with
 * --inspect on `port`): what live objects hold, not what the sign-ups left for the collector.
 */
export async function collectedMemory(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const mine = ++id;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id === mine) {
          ws.off('message', onMessage);
          resolve(message.result);
        }
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  await send('HeapProfiler.collectGarbage');
  await send('HeapProfiler.collectGarbage');
  const { result } = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
  ws.close();
  return JSON.parse(result.value);
}

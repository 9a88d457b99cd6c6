// Pieces of the realtime benchmarks (bench:realtime, bench:ring): signed-in accounts made through the
// API, or in bulk through the auth service's store and seed events (bench:ring's 1,000 helpers),
// sandbox default cards, sockets of the channel as the web opens them, deliveries published on the
// bus the way a service's outbox relay publishes them, latency percentiles and process memory.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './bench-kit.mjs';

const require = createRequire(join(root, 'package.json'));
const { io } = require('socket.io-client');
const { AuthEvents, emit, NatsEventBus, openDatabase, RealtimeDeliveries, realtimeDelivery } = require('@helpwire/service-kit');
const { Client } = require('pg');
/** A module of the built auth service (its store and seed events: the bulk path of bench:ring). */
const auth = (path) => require(join(root, 'services/auth/dist', path));
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
    firstName: 'Bench',
    lastName: 'User',
    username: handle.replace(/\./g, '_'),
    email,
    gender: 'Female',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    languages: [{ label: 'English', value: 'en' }],
    categories: [{ label: 'Education', value: 'education' }],
    location: { latitude: 25.2, longitude: 55.27, address: 'Dubai' },
    acceptTerms: true,
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

/**
 * Accounts written in bulk the way the all-in-one start seeds its demo accounts (auth's store, one
 * password hash for all, verified), with the events auth emits for them in the same transaction
 * (user_registered, profile_updated; for an approved helper helper_verified and availability_changed
 * on): auth's outbox relay publishes them and matching learns the helpers from them as from sign-ups,
 * admin approvals and the availability switch. Each account gets a session of its role, issued and
 * recorded as a sign-in issues it (the gateway checks it on every handshake). `people`: { role
 * ('USER' | 'HELPER'), firstName, gender, profile }. Answers { id, token } in the same order.
 */
export async function seededAccounts({ databaseUrl, secret, tag }, people, batchSize = 50) {
  const { insertAccountWithRole } = auth('store/account-writes.js');
  const { setHelperAvailability } = auth('store/role-writes.js');
  const { enqueueHelperVerified, enqueueProfileUpdated, enqueueUserRegistered } = auth('events/account-events.js');
  const { hashPassword } = auth('domain/password-hashing.js');
  const { issueToken } = auth('domain/session-token.js');
  const { recordSession } = auth('store/session-store.js');
  const database = await openDatabase({ url: databaseUrl, logger: pino({ level: 'silent' }), poolSize: 2 });
  const passwordHash = await hashPassword(PASSWORD);
  const accounts = [];
  try {
    for (let start = 0; start < people.length; start += batchSize) {
      const batch = await database.db.transaction(async (tx) => {
        const made = [];
        for (const [offset, { role, firstName, gender, profile }] of people.slice(start, start + batchSize).entries()) {
          const n = start + offset;
          const email = `bench.${tag}.${n}@example.com`;
          const account = {
            email,
            username: `bench_${tag}_${n}`,
            firstName,
            lastName: 'Bench',
            gender,
            phone: `+97158${role === 'HELPER' ? 1 : 2}${String(n).padStart(6, '0')}`,
            passwordHash,
            verifiedAt: new Date(),
            profile,
          };
          const row = await insertAccountWithRole(tx, account, role, { status: role === 'HELPER' ? 'APPROVED' : 'ACTIVE' });
          await enqueueUserRegistered(tx, row.id, role, email, 'en');
          await enqueueProfileUpdated(tx, { id: row.id, email, firstName, gender, profile, phone: account.phone, language: 'en' });
          if (role === 'HELPER') {
            await enqueueHelperVerified(tx, row.id);
            await setHelperAvailability(tx, row.id, true);
            await emit(tx, AuthEvents.availabilityChanged, { userId: row.id, isAvailable: true });
          }
          const issued = await issueToken(secret, row.id, role, 3600_000);
          await recordSession(tx, row.id, role, issued);
          made.push({ id: row.id, token: issued.token });
        }
        return made;
      });
      accounts.push(...batch);
    }
  } finally {
    await database.close();
  }
  return accounts;
}

/** Resolves with the count once `query` (answering one row `n`) counts at least `count`; `what` names it in the timeout's error. */
export async function countReached(databaseUrl, query, count, what, timeoutMs = 60_000) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query(query);
      if (rows[0].n >= count) return rows[0].n;
      if (Date.now() > deadline) throw new Error(`${what}: ${rows[0].n} of ${count} after ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await client.end();
  }
}

/** Resolves once matching's table lists `count` approved, available, placed helpers (auth's events consumed). */
export function matchableHelpers(databaseUrl, count, timeoutMs = 60_000) {
  return countReached(
    databaseUrl,
    'select count(*)::int as n from matching.helpers where approved and available and latitude is not null and cardinality(categories) > 0',
    count,
    'matchable helpers in matching',
    timeoutMs,
  );
}

const SANDBOX_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Bench User' };

/** A default card on the account, added as the web adds one with the sandbox provider (payment's API). */
export async function withDefaultCard(base, token) {
  const setup = await post(base, '/payment/create-setup-intent', {}, token);
  if (setup.status !== 200 && setup.status !== 201) throw new Error(`create-setup-intent answered ${setup.status}: ${JSON.stringify(setup.body)}`);
  const confirmed = await post(base, '/payment/sandbox/confirm-setup', { ...setup.body.data, ...SANDBOX_CARD }, token);
  if (confirmed.status >= 300) throw new Error(`sandbox confirm-setup answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  const made = await post(base, '/payment/new-card-set-default', { setupIntentId: setup.body.data.setupIntentId }, token);
  if (made.status !== 200) throw new Error(`new-card-set-default answered ${made.status}: ${JSON.stringify(made.body)}`);
}

/** How often a handshake answered "unavailable" (the session check timed out) is tried again. */
const HANDSHAKE_TRIES = 4;

/**
 * A connected socket of the channel: websocket only, the token in the handshake. A handshake the
 * gateway could not check (UNAVAILABLE) is tried again after a growing pause, as the web client
 * does; `onRetry` hears each such retry so a bench can print how many there were.
 */
async function connectSocket(base, token, onRetry = () => {}) {
  for (let attempt = 1; ; attempt++) {
    const socket = io(base, { path: '/call-gateway', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    const refusal = await new Promise((resolve) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', (error) => resolve(error));
    });
    if (!refusal) return socket;
    socket.close();
    if (refusal.data?.code !== 'UNAVAILABLE' || attempt === HANDSHAKE_TRIES) throw new Error(`handshake refused: ${refusal.message}`);
    onRetry();
    await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
  }
}

/** Connects one socket per account, `concurrency` handshakes at a time; prints how many were retried. */
export async function connectSockets(base, accounts, concurrency = 50) {
  const sockets = new Array(accounts.length);
  let next = 0;
  let retried = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < accounts.length) {
        const i = next++;
        sockets[i] = await connectSocket(base, accounts[i].token, () => retried++);
      }
    }),
  );
  if (retried > 0) console.log(`${retried} handshakes answered "unavailable" (the session check was late) and were tried again`);
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

/** Deletes a JetStream stream a bench's product used (its own name and subject prefix). */
export async function dropStream({ natsUrl, stream, subjectPrefix }) {
  const bus = await NatsEventBus.connect({ url: natsUrl, name: 'bench-cleanup', logger: pino({ level: 'silent' }), stream, subjectPrefix });
  await bus.deleteStream();
  await bus.close();
}

/** Milliseconds since the epoch, sub-millisecond: the bench and the clients share one clock. */
export const now = () => performance.timeOrigin + performance.now();

export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] ?? NaN };
}

/** A DevTools protocol session on the product's inspector (it runs with --inspect on `port`, loopback). */
async function inspectorSession(port) {
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
  return { send, close: () => ws.close() };
}

/**
 * The product's memory after a full garbage collection, through its inspector (the product runs with
 * --inspect on `port`): what live objects hold, not what the sign-ups left for the collector.
 */
export async function collectedMemory(port) {
  const { send, close } = await inspectorSession(port);
  await send('HeapProfiler.collectGarbage');
  await send('HeapProfiler.collectGarbage');
  const { result } = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
  close();
  return JSON.parse(result.value);
}

/** The product's CPU time so far (user + system, ms), through its inspector. */
export async function productCpuMs(port) {
  const { send, close } = await inspectorSession(port);
  const { result } = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.cpuUsage())', returnByValue: true });
  close();
  const { user, system } = JSON.parse(result.value);
  return (user + system) / 1000;
}

/**
 * The SQL statements the product sent since the last call, by text, most frequent first (and the
 * counter reset): the product must run with bench/sql-count-preload.mjs preloaded (BENCH_SQL=1).
 */
export async function takeSqlCounts(port) {
  const { send, close } = await inspectorSession(port);
  const expression = '(() => { const c = globalThis.__benchSqlCounts; const e = c ? [...c] : []; c?.clear(); return JSON.stringify(e); })()';
  const { result } = await send('Runtime.evaluate', { expression, returnByValue: true });
  close();
  return JSON.parse(result.value).sort((a, b) => b[1] - a[1]);
}

/** CPU time (ms) of this machine's PostgreSQL server processes so far (bench-kit's; its pids argument picks a database's backends). */
export { postgresCpuMs } from './bench-kit.mjs';

/** Starts the product's CPU profiler; `stop()` answers the profile (a .cpuprofile's JSON, for DevTools or speedscope). */
export async function cpuProfiler(port) {
  const { send, close } = await inspectorSession(port);
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 1000 });
  await send('Profiler.start');
  return {
    async stop() {
      const { profile } = await send('Profiler.stop');
      close();
      return profile;
    },
  };
}

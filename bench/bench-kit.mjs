// Shared pieces of the benchmarks: processes, ports, a throw-away database, autocannon with exact
// percentiles from every response time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { provisionServers } from '../scripts/provision-servers.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { Client } = require('pg');

/**
 * The exit code of a bench whose figures missed their target: 1, except in a smoke run
 * (BENCH_SMOKE=1, the tiny sizes `npm test` runs every bench at to prove it still starts and measures),
 * whose figures on a shared machine say nothing about the target.
 */
export function missedTargetExitCode() {
  return process.env.BENCH_SMOKE === '1' ? 0 : 1;
}

/** Throwaway secrets for this run: production refuses to start without them. */
export function productionSecrets() {
  const webPush = require(require.resolve('web-push', { paths: [join(root, 'services', 'notification')] }));
  const vapid = webPush.generateVAPIDKeys();
  return {
    BANK_DETAILS_KEY: randomBytes(32).toString('hex'),
    TOTP_SECRET_KEY: randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:bench@helpwire.local',
  };
}

export function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts a Node entry point; resolves at once, or once its output matches `ready`. */
export function startProcess(script, env, ready = null) {
  const child = spawn(process.execPath, [join(root, script)], { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    if (!ready) resolve({ child, match: null });
    const onData = (d) => {
      output += d;
      const match = ready ? output.match(ready) : null;
      if (ready && match) resolve({ child, match });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}:\n${output}`)));
  });
}

/**
 * Waits up to a minute for the gRPC service at `address` to report SERVING on the standard health
 * check: a service listens before it migrates and registers its handlers (NOT_SERVING until then),
 * so a call made once it merely listens can be answered UNIMPLEMENTED.
 */
export async function waitServing(address) {
  const require = createRequire(join(root, 'package.json'));
  const { credentials } = require('@grpc/grpc-js');
  const { health } = require('@helpwire/proto');
  const client = new health.HealthClient(address, credentials.createInsecure());
  try {
    for (let i = 0; i < 600; i++) {
      const status = await new Promise((resolve) =>
        client.check({ service: '' }, { deadline: Date.now() + 1000 }, (error, response) => resolve(error ? undefined : response.status)),
      );
      if (status === health.HealthCheckResponse_ServingStatus.SERVING) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${address} never reported SERVING`);
  } finally {
    client.close();
  }
}

/** Waits up to a minute (a start on a loaded machine takes seconds) for `url` to answer 200. */
export async function waitReady(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

/** A fresh PostgreSQL database (provisioning the server if needed) and its cleanup. */
export async function benchDatabase(prefix) {
  const servers = await provisionServers();
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: servers.pgAdminUrl });
  await admin.connect();
  // Inside `npm test`, a copy of its migrated template (the schemas ready, no migration at start).
  const template = process.env.TEST_DB_TEMPLATE;
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(servers.pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    servers,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The answers a smoke run (BENCH_SMOKE=1) waits for per connection, instead of a time window: a
 * starved machine may answer nothing in a 1 s window (an argon2id sign-in at nice 10 beside the
 * browser tests once did), and a smoke run is there to prove the bench answers, not how fast.
 */
const SMOKE_ANSWERS_PER_CONNECTION = 3;

/** autocannon with every response time kept: req/s and exact p50/p95/p99; fails on any non-2xx. */
export async function measure(name, options) {
  const run = (opts) =>
    new Promise((resolve, reject) => {
      const times = [];
      const instance = autocannon(opts, (error, result) => (error ? reject(error) : resolve({ result, times })));
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
  const smoke = process.env.BENCH_SMOKE === '1';
  // A warm-up of 2 s (as long as the run, at most) before the measured run; a smoke run's: one answer a connection.
  await run(
    smoke
      ? { ...options, amount: options.connections }
      : { ...options, connections: Math.min(20, options.connections), duration: Math.min(2, options.duration) },
  );
  const { result: r, times } = await run(smoke ? { ...options, amount: options.connections * SMOKE_ANSWERS_PER_CONNECTION } : options);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  if (times.length === 0) throw new Error(`${name}: no answer within ${options.duration} s (${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx)`);
  const sorted = times.sort((a, b) => a - b);
  const ms = (p) => percentile(sorted, p).toFixed(1);
  return { name, rps: r.requests.average, p50: ms(50), p95: ms(95), p99: ms(99), total: r.requests.total };
}

export function printTable(results) {
  console.log('target'.padEnd(42), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p95 ms'.padStart(9), 'p99 ms'.padStart(8), 'requests'.padStart(10));
  for (const r of results) {
    console.log(
      r.name.padEnd(42),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p95).padStart(9),
      String(r.p99).padStart(8),
      String(r.total).padStart(10),
    );
  }
}

/**
 * Runs `work({ base, pid, databaseUrl })` against a fresh all-in-one product (its own database and
 * data directory, NODE_ENV=production, rate limits out of the way, plus `env`), then stops it, cleans up and
 * exits with the code `work` answered (1 when it threw).
 */
export async function withAllInOne(prefix, work, env = {}) {
  const database = await benchDatabase(prefix);
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  let product;
  let exitCode = 0;
  try {
    product = await startProcess(
      'launcher/dist/main.js',
      {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        LOG_REQUESTS: 'false',
        NODE_ENV: 'production',
        RATE_LIMIT_PER_MINUTE: '100000000',
        STRICT_RATE_LIMIT_PER_MINUTE: '100000000',
        MACHINE_TRANSLATION_SCRIPT_URL: 'off',
        JANUS_START: 'false',
        ...productionSecrets(),
        ...env,
      },
      /Helpwire is running at (http:\/\/\S+)/,
    );
    exitCode = (await work({ base: product.match[1], pid: product.child.pid, databaseUrl: database.url })) ?? 0;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    if (product && product.child.exitCode === null) {
      const exited = new Promise((resolve) => product.child.once('exit', resolve));
      product.child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(exitCode);
  }
}

#!/usr/bin/env node
// `npm run bench:enumeration`: whether response times tell who has an account. For forgot-password,
// resend-otp and sign-up it sends 50 requests about addresses that have an account and 50 about
// addresses that do not (alternating, one at a time, through the whole product) and prints the
// median of each; the difference must stay under 2 ms (exit code 1 otherwise).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cpuMeter, loadNow, missedTargetExitCode, perOp, recordReading, root, withAllInOne } from './bench-kit.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const LIMIT_MS = 2;
const require = createRequire(join(root, 'package.json'));
const { Client } = require('pg');

const run = Date.now().toString(36);
const password = 'Bench!pass1';
const signUpBody = (handle, email) => ({
  firstName: 'Bench',
  lastName: 'User',
  username: handle,
  email,
  gender: 'OTHER',
  password,
  confirmPassword: password,
  languages: [{ label: 'English', value: 'en' }],
  categories: [{ label: 'Education', value: 'education' }],
  location: { latitude: 0, longitude: 0, address: 'Bench' },
  acceptTerms: true,
});
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

await withAllInOne('helpwire_bench_enum', async ({ base, pid, databaseUrl, header }) => {
  let exitCode = 0;
  const post = async (path, body) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await response.text();
    return { ms: performance.now() - started, status: response.status, text };
  };
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();

  // Accounts that exist: verified ones (forgot-password, sign-up) and unverified ones (resend-otp).
  const verified = [];
  const unverified = [];
  for (let i = 0; i < REQUESTS; i++) {
    for (const [list, kind] of [
      [verified, 'v'],
      [unverified, 'u'],
    ]) {
      const email = `known.${kind}${i}.${run}@example.com`;
      const created = await post('/auth/signup', signUpBody(`known_${kind}${i}_${run}`, email));
      if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${created.text}`);
      list.push(email);
    }
  }
  await db.query(`update auth.accounts set verified_at = now() where email like 'known.v%'`);
  // Past the one-minute resend cooldown, so every known request really issues and sends a code.
  await db.query(`update auth.otp_codes set created_at = now() - interval '2 minutes'`);

  const targets = [
    {
      name: 'POST /auth/forgot-password',
      known: (i) => ['/auth/forgot-password', { email: verified[i] }],
      unknown: (i) => ['/auth/forgot-password', { email: `nobody.f${i}.${run}@example.com` }],
    },
    {
      name: 'POST /auth/resendotp',
      known: (i) => ['/auth/resendotp', { email: unverified[i] }],
      unknown: (i) => ['/auth/resendotp', { email: `nobody.r${i}.${run}@example.com` }],
    },
    {
      name: 'POST /auth/signup',
      known: (i) => ['/auth/signup', signUpBody(`again_${i}_${run}`, verified[i])],
      unknown: (i) => ['/auth/signup', signUpBody(`fresh_${i}_${run}`, `fresh.${i}.${run}@example.com`)],
    },
  ];
  console.log(`\n${REQUESTS} requests each for addresses with and without an account, alternating, one at a time (all-in-one, NODE_ENV=production)\n`);
  console.log(
    'target'.padEnd(30),
    'known p50 ms'.padStart(13),
    'unknown p50 ms'.padStart(15),
    'difference ms'.padStart(14),
    'product CPU/req'.padStart(16),
    'PG CPU/req'.padStart(11),
  );
  const figures = {};
  for (const target of targets) {
    // A warm-up pair, not counted.
    await post(...target.unknown(REQUESTS + 1));
    const meter = await cpuMeter({ pid, databaseUrl });
    const known = [];
    const unknown = [];
    for (let i = 0; i < REQUESTS; i++) {
      const order = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const kind of order) {
        const answer = await post(...target[kind](i));
        (kind === 'known' ? known : unknown).push(answer);
      }
    }
    const cpu = await meter.read();
    // Same status, message and data fields (the data's values name the request's own address).
    const shape = (a) => {
      const body = JSON.parse(a.text);
      return `${a.status} ${body.message} ${Object.keys(body.data ?? {}).join(',')}`;
    };
    const statuses = new Set([...known, ...unknown].map(shape));
    if (statuses.size !== 1) throw new Error(`${target.name}: answers differ: ${[...statuses].join(' | ')}`);
    const k = median(known.map((a) => a.ms));
    const u = median(unknown.map((a) => a.ms));
    const difference = Math.abs(k - u);
    if (difference >= LIMIT_MS) exitCode = missedTargetExitCode();
    console.log(
      target.name.padEnd(30),
      k.toFixed(2).padStart(13),
      u.toFixed(2).padStart(15),
      difference.toFixed(2).padStart(14),
      perOp(cpu.productMs, 2 * REQUESTS).padStart(16),
      perOp(cpu.postgresMs, 2 * REQUESTS).padStart(11),
      difference >= LIMIT_MS ? '  OVER 2 ms' : '',
    );
    figures[target.name] = {
      knownP50: k,
      unknownP50: u,
      difference,
      cpuMsPerRequest: { product: cpu.productMs / (2 * REQUESTS), postgres: cpu.postgresMs / (2 * REQUESTS) },
    };
  }
  console.log(`load ${loadNow()} (1, 5, 15 min)`);
  recordReading(header, { requests: REQUESTS, targets: figures });
  await db.end();
  return exitCode;
});

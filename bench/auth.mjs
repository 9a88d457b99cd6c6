#!/usr/bin/env node
// `npm run bench:auth`: sign-ins per second with the argon2id cost we use (OWASP minimum: m = 19 MiB,
// t = 2, p = 1) and GET /users/find latency under 100 connections, through the whole product
// (gateway → gRPC → auth → PostgreSQL, with the session check on every request).
import { measure, printTable, withAllInOne } from './bench-kit.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
await withAllInOne('helpwire_bench_auth', async ({ base }) => {
  const api = (path, init = {}) => fetch(`${base}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } }).then((r) => r.json());
  const email = 'bench.user@example.com';
  const password = 'Bench!pass1';
  await api('/auth/signup', {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Bench', lastName: 'User', username: 'bench.user', email, gender: 'OTHER', password, confirmPassword: password,
      languages: [{ label: 'English', value: 'en' }], categories: [{ label: 'Education', value: 'education' }],
      location: { latitude: 0, longitude: 0, address: 'Bench' }, acceptTerms: true,
    }),
  });
  const { messages } = await fetch(`${base}/dev/messages?to=${encodeURIComponent(email)}`).then((r) => r.json());
  const code = /\b(\d{6})\b/.exec(messages[0].text)[1];
  const { data } = await api('/auth/verifyotp', { method: 'POST', body: JSON.stringify({ email, code }) });

  const results = [
    await measure('POST /api/v1/auth/login (argon2id)', {
      url: `${base}/api/v1/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password }), connections: 10, duration: DURATION,
    }),
    await measure('GET /api/v1/users/find', { url: `${base}/api/v1/users/find`, headers: { authorization: `Bearer ${data.token}` }, connections: CONNECTIONS, duration: DURATION }),
  ];
  console.log(`\n${DURATION} s per target after a 2 s warm-up (logins with 10 connections, /users/find with ${CONNECTIONS}); all-in-one on PostgreSQL, 2 cores shared with autocannon\n`);
  printTable(results);
  console.log(`\nargon2id m=19456 KiB t=2 p=1: ${results[0].rps.toFixed(0)} logins/s; /users/find p95 ${results[1].p95} ms`);
});

#!/usr/bin/env node
// `npm run bench:auth`: sign-ins per second with the argon2id cost we use (OWASP minimum: m = 19 MiB,
// t = 2, p = 1) and GET /users/find latency under 100 connections, through the whole product
// (gateway → gRPC → auth → PostgreSQL, with the session check on every request).
import { randomBytes } from 'node:crypto';
import { measure, printTable, recordReading, withAllInOne } from './bench-kit.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// Production mode has no dev mailbox to read a code from: the bench signs in as the seeded demo user.
const password = `Bench!${randomBytes(6).toString('hex')}`;
await withAllInOne(
  'helpwire_bench_auth',
  async ({ base, pid, databaseUrl, header }) => {
    const email = 'user@helpwire.local';
    const signIn = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password }),
    });
    const { data } = await signIn.json();
    if (!signIn.ok) throw new Error(`the demo user could not sign in: ${signIn.status}`);

    const results = [
      await measure('POST /api/v1/auth/login (argon2id)', {
        url: `${base}/api/v1/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: email, password }),
        connections: Math.min(10, CONNECTIONS),
        duration: DURATION,
        cpu: { pid, databaseUrl },
      }),
      await measure('GET /api/v1/users/find', {
        url: `${base}/api/v1/users/find`,
        headers: { authorization: `Bearer ${data.token}` },
        connections: CONNECTIONS,
        duration: DURATION,
        cpu: { pid, databaseUrl },
      }),
    ];
    console.log(
      `\n${DURATION} s per target after a 2 s warm-up (logins with ${Math.min(10, CONNECTIONS)} connections, /users/find with ${CONNECTIONS}); all-in-one on PostgreSQL, 2 cores shared with autocannon\n`,
    );
    printTable(results);
    console.log(`\nargon2id m=19456 KiB t=2 p=1: ${results[0].rps.toFixed(0)} logins/s; /users/find p95 ${results[1].p95} ms`);
    recordReading(header, { connections: CONNECTIONS, seconds: DURATION, targets: results });
  },
  { HELPWIRE_DEMO_PASSWORD: password },
);

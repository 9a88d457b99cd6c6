#!/usr/bin/env node
// `npm run bench:gateway`: autocannon against GET /api/v1/category/getAllCategories (gateway →
// gRPC → content service → PostgreSQL, each service in its own process as in production) and
// against a bare express hello-world, in the same run. Prints req/s, p50/p95/p99 and the ratio.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { provisionServers } from '../scripts/provision-servers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { Client } = require('pg');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts a Node entry point and resolves once its output matches `ready`. */
function start(script, env, ready) {
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

async function waitReady(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

/** Runs autocannon and also keeps every response time, for exact p50/p95/p99. */
function cannon(url, connections, duration) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(name, url) {
  await cannon(url, 20, 2); // warm-up: JIT, connection pools, PostgreSQL plan cache
  const { result: r, times } = await cannon(url, CONNECTIONS, DURATION);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  const sorted = times.sort((a, b) => a - b);
  const ms = (p) => percentile(sorted, p).toFixed(1);
  return { name, rps: r.requests.average, p50: ms(50), p95: ms(95), p99: ms(99), total: r.requests.total };
}

const servers = await provisionServers();
const dbName = `helpwire_bench_${Date.now().toString(36)}`;
const admin = new Client({ connectionString: servers.pgAdminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const dbUrl = new URL(servers.pgAdminUrl);
dbUrl.pathname = `/${dbName}`;

const children = [];
let exitCode = 0;
try {
  const grpcPort = await freePort();
  const gatewayPort = await freePort();
  const production = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  children.push(
    (await start('services/content/dist/main.js', { ...production, DATABASE_URL: dbUrl.toString(), GRPC_PORT: String(grpcPort), METRICS_PORT: String(await freePort()) }, null)).child,
  );
  children.push(
    (
      await start(
        'services/gateway/dist/main.js',
        {
          ...production,
          PORT: String(gatewayPort),
          HOST: '127.0.0.1',
          CONTENT_GRPC_ADDR: `127.0.0.1:${grpcPort}`,
          JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
          RATE_LIMIT_PER_MINUTE: '100000000',
          LOG_REQUESTS: 'false',
        },
        null,
      )
    ).child,
  );
  const bare = await start('bench/bare-express.mjs', production, /listening (\d+)/);
  children.push(bare.child);
  await waitReady(`http://127.0.0.1:${gatewayPort}/readyz`);

  const results = [];
  results.push(await measure('bare express hello-world', `http://127.0.0.1:${bare.match[1]}/hello`));
  results.push(await measure('GET /api/v1/category/getAllCategories', `http://127.0.0.1:${gatewayPort}/api/v1/category/getAllCategories`));

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per target, after a 2 s warm-up; 2 cores shared by autocannon and the servers\n`);
  console.log('target'.padEnd(42), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p95 ms'.padStart(9), 'p99 ms'.padStart(8), 'requests'.padStart(10));
  for (const r of results) {
    console.log(r.name.padEnd(42), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p95).padStart(9), String(r.p99).padStart(8), String(r.total).padStart(10));
  }
  const [bareResult, api] = results;
  const ratio = api.rps / bareResult.rps;
  console.log(`\nratio: ${(ratio * 100).toFixed(1)} % of bare express (target ≥ 40 %); p99 ${api.p99} ms (target < 50 ms)`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  process.exit(exitCode);
}

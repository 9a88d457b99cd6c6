#!/usr/bin/env node
// `npm run bench:gateway`: a small public read through the gateway (gateway → gRPC → content service
// → PostgreSQL, each in its own process as in production, the services on a JetStream bus of their
// own) against bare express answering the same query from PostgreSQL in one process, in the same
// run. The gateway keeps public reads until the content service's change event (decision 0088); a
// second gateway that keeps nothing (CONTENT_CACHE_TTL_SECONDS=0) shows the path without it. Prints
// req/s, p50/p95/p99, the ratio, the CPU per request of the gateway, content and PostgreSQL
// processes, and os.loadavg() beside each figure (the machine is shared).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchDatabase, freePort, missedTargetExitCode, root, startProcess, waitReady } from './bench-kit.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_RATIO = 40;
const TARGET_P99_MS = 50;

const require = createRequire(join(root, 'package.json'));
const { Client } = require('pg');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** CPU time (ms) a process has used so far, from /proc (0 once it is gone). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ = 100
  } catch {
    return 0;
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * autocannon with every response time kept (exact p50/p95/p99), fails on any non-2xx; `during`
 * brackets the measured run alone (not its warm-up) so the CPU read around it is the run's. A smoke
 * run (BENCH_SMOKE=1) waits for a few answers a connection instead of a time window.
 */
async function measure(name, options, during, { informative = false } = {}) {
  const run = (opts) =>
    new Promise((resolve, reject) => {
      const times = [];
      const instance = autocannon(opts, (error, result) => (error ? reject(error) : resolve({ result, times })));
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
  const smoke = process.env.BENCH_SMOKE === '1';
  await run(
    smoke
      ? { ...options, amount: options.connections }
      : { ...options, connections: Math.min(20, options.connections), duration: Math.min(2, options.duration) },
  );
  const started = await during.start();
  const { result: r, times } = await run(smoke ? { ...options, amount: options.connections * 3 } : options);
  const cpu = await during.end(started, r.requests.total);
  // The path without kept reads is there to compare with: its timeouts on a busy machine are counted, not fatal.
  if (r.non2xx > 0 || (r.errors > 0 && !informative)) throw new Error(`${name}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  if (r.errors > 0) name = `${name} (${r.errors} timed out)`;
  if (times.length === 0) throw new Error(`${name}: no answer (${r.errors} errors, ${r.timeouts} timeouts)`);
  const sorted = times.sort((a, b) => a - b);
  const ms = (p) => percentile(sorted, p).toFixed(1);
  return { name, rps: r.requests.average, p50: ms(50), p95: ms(95), p99: ms(99), total: r.requests.total, cpu };
}

/** The PostgreSQL backends serving this bench's database (not the other users of the shared server). */
async function backendPids(admin, database) {
  const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  return rows.map((row) => row.pid);
}

/** The NATS stream of this run, deleted at the end (the server is shared). */
async function benchStream(url, stream) {
  const nats = await import(require.resolve('nats', { paths: [join(root, 'services', 'kit')] }));
  return {
    async drop() {
      const nc = await nats.connect({ servers: url });
      const jsm = await nc.jetstreamManager();
      await jsm.streams.delete(stream).catch(() => false);
      await nc.close();
    },
  };
}

const database = await benchDatabase('helpwire_bench');
const databaseName = new URL(database.url).pathname.slice(1);
const admin = new Client({ connectionString: database.url });
await admin.connect();
const suffix = randomBytes(4).toString('hex');
const bus = { NATS_URL: database.servers.natsUrl, NATS_STREAM: `HELPWIRE_BENCH_${suffix}`, NATS_SUBJECT_PREFIX: `bench${suffix}.` };
const stream = await benchStream(bus.NATS_URL, bus.NATS_STREAM);
const children = [];
let exitCode = 0;
try {
  const grpcPort = await freePort();
  const production = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const content = await startProcess('services/content/dist/main.js', {
    ...production,
    ...bus,
    DATABASE_URL: database.url,
    GRPC_PORT: String(grpcPort),
    METRICS_PORT: String(await freePort()),
  });
  children.push(content.child);
  const startGatewayProcess = async (env) => {
    const port = await freePort();
    const gateway = await startProcess('services/gateway/dist/main.js', {
      ...production,
      ...env,
      PORT: String(port),
      METRICS_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      CONTENT_GRPC_ADDR: `127.0.0.1:${grpcPort}`,
      JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_REQUESTS: 'false',
    });
    children.push(gateway.child);
    return { base: `http://127.0.0.1:${port}/api/v1`, pid: gateway.child.pid };
  };
  const kept = await startGatewayProcess(bus);
  const notKept = await startGatewayProcess({ CONTENT_CACHE_TTL_SECONDS: '0' });
  const bare = await startProcess('bench/bare-express.mjs', { ...production, DATABASE_URL: database.url }, /listening (\d+)/);
  children.push(bare.child);
  const bareBase = `http://127.0.0.1:${bare.match[1]}`;
  // Readiness needs every upstream; this benchmark only reads content, so it waits for content's answers.
  for (const gateway of [kept, notKept]) await waitReady(`${gateway.base}/content/findServices`);
  // The kept gateway reaches the bus in the background, then listens for changes before it keeps anything.
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${kept.base.replace('/api/v1', '')}/readyz`).then((r) => r.json());
    if (ready.upstreams?.['event-bus']?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 500));

  // The same bytes either way: the bare baseline answers what the gateway answers.
  const [viaGateway, viaBare] = await Promise.all(
    [fetch(`${kept.base}/content/findServices`), fetch(`${bareBase}/services`)].map((p) => p.then((r) => r.json())),
  );
  if (JSON.stringify(viaGateway) !== JSON.stringify(viaBare)) throw new Error('bare express does not answer what the gateway answers');

  const run = (name, url, gatewayPid, informative = false) => {
    const pids = { gateway: gatewayPid, content: content.child.pid, bare: bare.child.pid };
    const snapshot = (backends) => ({ ...Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuMsOf(pid)])), pg: backends.map(cpuMsOf) });
    let loadBefore;
    return measure(
      name,
      { url, connections: CONNECTIONS, duration: DURATION },
      {
        start: async () => {
          loadBefore = load();
          const backends = await backendPids(admin, databaseName);
          return { backends, at: snapshot(backends) };
        },
        end: async ({ backends, at }, answered) => {
          const now = snapshot(backends);
          const perRequest = (ms) => ((ms * 1000) / Math.max(1, answered)).toFixed(0);
          // A backend that ended meanwhile reads 0: its CPU is lost rather than counted negative; one that began meanwhile counts whole.
          const later = await backendPids(admin, databaseName);
          const pgMs =
            now.pg.reduce((sum, ms, i) => sum + Math.max(0, ms - at.pg[i]), 0) +
            later.filter((pid) => !backends.includes(pid)).reduce((sum, pid) => sum + cpuMsOf(pid), 0);
          return {
            gateway: gatewayPid ? perRequest(now.gateway - at.gateway) : '-',
            content: gatewayPid ? perRequest(now.content - at.content) : '-',
            bare: gatewayPid ? '-' : perRequest(now.bare - at.bare),
            pg: perRequest(pgMs),
            load: `${loadBefore} → ${load()}`,
          };
        },
      },
      { informative },
    );
  };
  const results = [
    await run('bare express hello-world', `${bareBase}/hello`, null),
    await run('bare express, same query (PostgreSQL)', `${bareBase}/services`, null),
    await run('gateway findServices, nothing kept', `${notKept.base}/content/findServices`, notKept.pid, true),
    await run('gateway findServices, kept', `${kept.base}/content/findServices`, kept.pid),
    await run('gateway getAllCategories (14 KB), kept', `${kept.base}/category/getAllCategories`, kept.pid),
  ];

  // The kept answer revalidates: its ETag answers 304 with no body.
  const first = await fetch(`${kept.base}/content/findServices`);
  const revalidated = await fetch(`${kept.base}/content/findServices`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
  if (revalidated.status !== 304) throw new Error(`If-None-Match answered ${revalidated.status}, not 304`);

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per target after a warm-up, on 2 cores shared by autocannon, the servers and other users of the machine`,
  );
  console.log('CPU: µs per answered request of the gateway, content service, bare express and this database’s PostgreSQL backends, from /proc\n');
  console.log(
    'target'.padEnd(40),
    'req/s'.padStart(7),
    'p50 ms'.padStart(7),
    'p95 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'gw µs'.padStart(6),
    'cnt µs'.padStart(6),
    'bare µs'.padStart(7),
    'pg µs'.padStart(6),
    '  loadavg (1 5 15 min) before → after',
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(40),
      r.rps.toFixed(0).padStart(7),
      String(r.p50).padStart(7),
      String(r.p95).padStart(7),
      String(r.p99).padStart(7),
      r.cpu.gateway.padStart(6),
      r.cpu.content.padStart(6),
      r.cpu.bare.padStart(7),
      r.cpu.pg.padStart(6),
      ` ${r.cpu.load}`,
    );
  }
  const [hello, sameQuery, , api] = results;
  const ratio = (api.rps / sameQuery.rps) * 100;
  console.log(
    `\nratio: ${ratio.toFixed(1)} % of bare express doing the same query (target ≥ ${TARGET_RATIO} %); ${((api.rps / hello.rps) * 100).toFixed(1)} % of bare express hello-world; p99 ${api.p99} ms (target ≤ ${TARGET_P99_MS} ms); loadavg ${load()}`,
  );
  // CPU per request moves much less with a busy machine than req/s: the capacity two cores would have for each.
  const cpuOf = (r, parts) => parts.reduce((sum, part) => sum + (Number(r.cpu[part]) || 0), 0);
  const bareCpu = cpuOf(sameQuery, ['bare', 'pg']);
  const gatewayCpu = cpuOf(api, ['gateway', 'content', 'pg']);
  console.log(
    `by CPU per request: the gateway path ${gatewayCpu} µs (gateway + content + PostgreSQL), bare express's same query ${bareCpu} µs (express + PostgreSQL), hello-world ${cpuOf(hello, ['bare'])} µs: the gateway path's capacity is ${((bareCpu / Math.max(1, gatewayCpu)) * 100).toFixed(0)} % of bare express's same query`,
  );
  if (ratio < TARGET_RATIO || Number(api.p99) > TARGET_P99_MS) exitCode = missedTargetExitCode();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await admin.end();
  await database.drop();
  await stream.drop().catch(() => undefined);
  process.exit(exitCode);
}

#!/usr/bin/env node
// `npm run bench:gateway`: a small public read through the gateway (gateway → gRPC → content service
// → PostgreSQL, each in its own process as in production, the services on a JetStream bus of their
// own) against bare express answering the same query from PostgreSQL in one process, in the same
// run. The gateway keeps public reads until the content service's change event (decision 0088); a
// second gateway that keeps nothing (CONTENT_CACHE_TTL_SECONDS=0) shows the path without it. Prints
// req/s, p50/p95/p99, the ratio, the CPU per request of the gateway, content and PostgreSQL
// processes, and os.loadavg() beside each figure (the machine is shared). BENCH_NOISE runs the
// measured runs beside the kit's CPU burners, BENCH_RECORD=1 appends the figures to
// bench/results/gateway.jsonl, BENCH_SMOKE=1 is the tiny run `npm test` makes (bench-kit.mjs).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  backendPids,
  benchDatabase,
  benchHeader,
  cpuOf,
  freePort,
  loadNow,
  measure,
  missedTargetExitCode,
  postgresCpuMs,
  recordReading,
  root,
  startNoise,
  startProcess,
  stopNoise,
  stopTree,
  waitReady,
} from './bench-kit.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_RATIO = 40;
const TARGET_P99_MS = 50;

const require = createRequire(join(root, 'package.json'));

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

const header = benchHeader();
const database = await benchDatabase('helpwire_bench');
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

  /** CPU µs per answered request of the gateway, the content service, bare express and this database's backends over the measured run. */
  const perProcessMeter = (gatewayPid) => async () => {
    const pids = { gateway: gatewayPid, content: content.child.pid, bare: bare.child.pid };
    const snapshot = (backends) => ({
      ...Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, pid ? cpuOf(pid) : 0])),
      pg: backends.map((b) => postgresCpuMs([b])),
    });
    const loadBefore = loadNow();
    const backends = await backendPids(database.url);
    const at = snapshot(backends);
    return {
      async read(answered) {
        const now = snapshot(backends);
        const perRequest = (ms) => ((ms * 1000) / Math.max(1, answered)).toFixed(0);
        // A backend that ended meanwhile reads 0: its CPU is lost rather than counted negative; one that began meanwhile counts whole.
        const later = await backendPids(database.url);
        const pgMs =
          now.pg.reduce((sum, ms, i) => sum + Math.max(0, ms - at.pg[i]), 0) +
          later.filter((pid) => !backends.includes(pid)).reduce((sum, pid) => sum + postgresCpuMs([pid]), 0);
        return {
          gateway: gatewayPid ? perRequest(now.gateway - at.gateway) : '-',
          content: gatewayPid ? perRequest(now.content - at.content) : '-',
          bare: gatewayPid ? '-' : perRequest(now.bare - at.bare),
          pg: perRequest(pgMs),
          load: `${loadBefore} → ${loadNow()}`,
        };
      },
    };
  };
  // The path without kept reads is there to compare with: its timeouts on a busy machine are counted, not fatal.
  const run = (name, url, gatewayPid, informative = false) =>
    measure(name, { url, connections: CONNECTIONS, duration: DURATION, meter: perProcessMeter(gatewayPid), informative });
  await startNoise();
  const results = [
    await run('bare express hello-world', `${bareBase}/hello`, null),
    await run('bare express, same query (PostgreSQL)', `${bareBase}/services`, null),
    await run('gateway findServices, nothing kept', `${notKept.base}/content/findServices`, notKept.pid, true),
    await run('gateway findServices, kept', `${kept.base}/content/findServices`, kept.pid),
    await run('gateway getAllCategories (14 KB), kept', `${kept.base}/category/getAllCategories`, kept.pid),
  ];
  await stopNoise();

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
    `\nratio: ${ratio.toFixed(1)} % of bare express doing the same query (target ≥ ${TARGET_RATIO} %); ${((api.rps / hello.rps) * 100).toFixed(1)} % of bare express hello-world; p99 ${api.p99} ms (target ≤ ${TARGET_P99_MS} ms); loadavg ${loadNow()}`,
  );
  // CPU per request moves much less with a busy machine than req/s: the capacity two cores would have for each.
  const cpuOfParts = (r, parts) => parts.reduce((sum, part) => sum + (Number(r.cpu[part]) || 0), 0);
  const bareCpu = cpuOfParts(sameQuery, ['bare', 'pg']);
  const gatewayCpu = cpuOfParts(api, ['gateway', 'content', 'pg']);
  console.log(
    `by CPU per request: the gateway path ${gatewayCpu} µs (gateway + content + PostgreSQL), bare express's same query ${bareCpu} µs (express + PostgreSQL), hello-world ${cpuOfParts(hello, ['bare'])} µs: the gateway path's capacity is ${((bareCpu / Math.max(1, gatewayCpu)) * 100).toFixed(0)} % of bare express's same query`,
  );
  recordReading(header, {
    ratioPercent: Number(ratio.toFixed(1)),
    keptP99Ms: Number(api.p99),
    targets: { ratioPercent: TARGET_RATIO, p99Ms: TARGET_P99_MS },
    rows: results.map(({ name, rps, p50, p95, p99, cpu }) => ({
      name,
      rps: Math.round(rps),
      p50: Number(p50),
      p95: Number(p95),
      p99: Number(p99),
      cpuMicros: cpu,
    })),
  });
  if (ratio < TARGET_RATIO || Number(api.p99) > TARGET_P99_MS) exitCode = missedTargetExitCode();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopNoise();
  const leftovers = (await Promise.all(children.map((child) => stopTree(child, { graceMs: 10_000 })))).flat();
  if (leftovers.length > 0) exitCode = 1;
  await database.drop();
  await stream.drop().catch(() => undefined);
  process.exit(exitCode);
}

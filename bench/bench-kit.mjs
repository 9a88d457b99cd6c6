// Shared pieces of the benchmarks: processes (started in their own group, stopped with all they
// started), ports, a throw-away database, autocannon with exact percentiles from every response time,
// CPU per operation (the product's process tree, this database's PostgreSQL backends, the bench),
// the header of a run (commit, date, load, cores, BENCH_NOISE), the noise burners and BENCH_RECORD.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
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

/**
 * Starts a Node entry point in a process group of its own (stop it with `stopTree`, which ends what
 * it started too; if this process exits first, the group gets SIGTERM); resolves at once, or once
 * its output matches `ready`.
 */
export function startProcess(script, env, ready = null) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  ownGroups.add(child.pid);
  endGroupsOnExit();
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

/**
 * autocannon with every response time kept: req/s and exact p50/p95/p99; fails on any non-2xx.
 * `cpu: { pid, databaseUrl }` (either may be left out): also the CPU of the measured run (a cpuMeter's
 * reading, as `cpu`), for printTable's CPU-per-request columns; or `meter: async () => ({ read(answered) })`,
 * a meter of the bench's own started when the measured run starts (not its warm-up) and read when it
 * ends. `informative: true`: a path measured only to compare with, whose timeouts on a busy machine
 * are counted in its name rather than fatal.
 */
export async function measure(name, { cpu: cpuOf, meter: startMeter = cpuOf ? () => cpuMeter(cpuOf) : undefined, informative = false, ...options }) {
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
  const meter = await startMeter?.();
  const { result: r, times } = await run(smoke ? { ...options, amount: options.connections * SMOKE_ANSWERS_PER_CONNECTION } : options);
  const cpu = await meter?.read(r.requests.total);
  if (r.non2xx > 0 || (r.errors > 0 && !informative)) throw new Error(`${name}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  if (r.errors > 0) name = `${name} (${r.errors} timed out)`;
  if (times.length === 0) throw new Error(`${name}: no answer within ${options.duration} s (${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx)`);
  const sorted = times.sort((a, b) => a - b);
  const ms = (p) => percentile(sorted, p).toFixed(1);
  return { name, rps: r.requests.average, p50: ms(50), p95: ms(95), p99: ms(99), total: r.requests.total, cpu };
}

/** The table of measure()'s results; with their CPU, CPU per request of the product and of PostgreSQL, and the load. */
export function printTable(results) {
  const withCpu = results.some((r) => r.cpu);
  const cpuHeads = withCpu ? ['product CPU/req'.padStart(16), 'PG CPU/req'.padStart(11)] : [];
  console.log('target'.padEnd(42), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p95 ms'.padStart(9), 'p99 ms'.padStart(8), 'requests'.padStart(10), ...cpuHeads);
  for (const r of results) {
    const cpu = withCpu ? [perOp(r.cpu?.productMs, r.total).padStart(16), perOp(r.cpu?.postgresMs, r.total).padStart(11)] : [];
    console.log(
      r.name.padEnd(42),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p95).padStart(9),
      String(r.p99).padStart(8),
      String(r.total).padStart(10),
      ...cpu,
    );
  }
  if (withCpu) console.log(`load ${loadNow()} (1, 5, 15 min) on ${cpus().length} cores; noise: ${noiseDescription()}`);
}

/**
 * Prints the run's header (benchHeader), then runs `work({ base, pid, databaseUrl, header })` against a
 * fresh all-in-one product (its own database and data directory, NODE_ENV=production, rate limits out
 * of the way, plus `env`) beside BENCH_NOISE's burners, then stops the noise and the product with
 * all it started (stopTree), cleans up and exits with the code `work` answered (1 when it threw).
 */
export async function withAllInOne(prefix, work, env = {}) {
  const header = benchHeader();
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
    await startNoise();
    exitCode = (await work({ base: product.match[1], pid: product.child.pid, databaseUrl: database.url, header })) ?? 0;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await stopNoise();
    if (product) await stopTree(product.child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(exitCode);
  }
}

// ——— Processes: CPU from /proc and stopping a whole tree ———

/** Linux's USER_HZ: /proc counts CPU time in ticks of 10 ms. */
const TICK_MS = 10;

/** /proc/<pid>/stat as { pid, comm, state, ppid, pgrp, ownMs (user + system), reapedMs (its waited-for children's), start }, or undefined once gone. */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    const ticks = (i) => Number(fields[i]) * TICK_MS;
    return {
      pid: Number(pid),
      comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(') ')),
      state: fields[0],
      ppid: Number(fields[1]),
      pgrp: Number(fields[2]),
      ownMs: ticks(11) + ticks(12),
      reapedMs: ticks(13) + ticks(14),
      start: fields[19],
    };
  } catch {
    return undefined; // gone meanwhile (or not ours to read)
  }
}

/** Every process of this machine, from /proc. */
function allProcesses() {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(procStat)
    .filter(Boolean);
}

/** `pid`, its live descendants (by parent) and the members of its process group: what it started. */
export function processTree(pid, processes = allProcesses()) {
  const tree = new Map(processes.filter((p) => p.pid === pid || p.pgrp === pid).map((p) => [p.pid, p]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of processes) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.set(p.pid, p);
        grew = true;
      }
    }
  }
  return [...tree.values()];
}

/**
 * The CPU time (ms, user + system) of process `pid` and of everything it started: its live
 * descendants and the children they have already waited for (a launcher's Janus, a test's workers).
 * NaN once `pid` is gone.
 */
export function cpuOf(pid) {
  const tree = processTree(pid);
  if (!tree.some((p) => p.pid === pid)) return Number.NaN;
  return tree.reduce((sum, p) => sum + p.ownMs + p.reapedMs, 0);
}

/**
 * CPU time (ms) of PostgreSQL's processes so far: of `pids` (a database's backends), or of every
 * process of the server on this machine (0 where unreadable).
 */
export function postgresCpuMs(pids = undefined) {
  const chosen = pids ? pids.map(procStat).filter(Boolean) : allProcesses().filter((p) => p.comm.startsWith('postgres'));
  return chosen.reduce((sum, p) => sum + p.ownMs, 0);
}

/** The PostgreSQL backends serving `databaseUrl`'s database now (not the one asking). */
export async function backendPids(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * Starts reading CPU for one measured stretch: the product's process tree (`pid`), the PostgreSQL
 * backends serving `databaseUrl`'s database (only this bench's: the machine's other databases are
 * other engineers' suites), and this bench's own process. `read()` answers { wallMs, productMs,
 * postgresMs, benchMs } spent since. A backend opened meanwhile counts whole; one closed meanwhile is
 * lost (a product's pool keeps its connections). Either of `pid` and `databaseUrl` may be left out.
 */
export async function cpuMeter({ pid, databaseUrl } = {}) {
  const pgPids = async () => (databaseUrl ? backendPids(databaseUrl) : []);
  const startPg = new Map((await pgPids()).map((p) => [p, postgresCpuMs([p])]));
  const startProduct = pid ? cpuOf(pid) : 0;
  const startBench = process.cpuUsage();
  const startedAt = performance.now();
  return {
    async read() {
      const bench = process.cpuUsage(startBench);
      const wallMs = performance.now() - startedAt;
      const productMs = pid ? cpuOf(pid) - startProduct : Number.NaN;
      const postgresMs = databaseUrl ? (await pgPids()).reduce((sum, p) => sum + postgresCpuMs([p]) - (startPg.get(p) ?? 0), 0) : Number.NaN;
      return { wallMs, productMs, postgresMs, benchMs: (bench.user + bench.system) / 1000 };
    },
  };
}

/** CPU ms per operation, as printed: "0.84 ms" (or "n/a" when nothing was read or done). */
export function perOp(cpuMs, ops) {
  return Number.isFinite(cpuMs) && ops > 0 ? `${(cpuMs / ops).toFixed(cpuMs / ops < 10 ? 2 : 1)} ms` : 'n/a';
}

/** The load average now, as printed: "1.52 1.20 0.98". */
export const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * One line of CPU per operation beside the load: "CPU per op (2,000 transfers): product 0.84 ms ·
 * PostgreSQL 0.31 ms · bench 0.22 ms · load 1.52 1.20 0.98". `cpu` is a cpuMeter's reading; parts
 * not read are left out.
 */
export function cpuLine(what, cpu, ops) {
  const parts = [
    ['product', cpu.productMs],
    ['PostgreSQL', cpu.postgresMs],
    ['bench', cpu.benchMs],
  ].filter(([, ms]) => Number.isFinite(ms));
  return `CPU per op (${ops.toLocaleString('en')} ${what}): ${parts.map(([name, ms]) => `${name} ${perOp(ms, ops)}`).join(' · ')} · load ${loadNow()}`;
}

/** Sends `signal` to a process or group; false when none is left. */
function signal(target, name) {
  try {
    process.kill(target, name);
    return true;
  } catch {
    return false;
  }
}

/** Those of `snapshot` still running: the same process (pid and start time), not a zombie (ended, its exit not yet read). */
const stillRunning = (snapshot) =>
  snapshot.filter((p) => {
    const now = procStat(p.pid);
    return now?.start === p.start && now.state !== 'Z';
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Stops `child` and everything it started: SIGTERM to it (its own shutdown stops its children),
 * SIGKILL after `graceMs`; then whatever of its tree (descendants and process group, as they were
 * when the stop began) still runs 3 s after it exited gets SIGTERM, then SIGKILL, and is named on
 * stderr — a leftover is a bug of the product's shutdown. Answers the leftovers ([] when clean).
 */
export async function stopTree(child, { graceMs = 30_000 } = {}) {
  const snapshot = processTree(child.pid).filter((p) => p.pid !== child.pid);
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(killer);
  }
  const fresh = processTree(child.pid).filter((p) => p.pid !== child.pid && !snapshot.some((s) => s.pid === p.pid));
  let left = stillRunning([...snapshot, ...fresh]);
  for (let waited = 0; left.length > 0 && waited < 3000; waited += 100) {
    await sleep(100);
    left = stillRunning(left);
  }
  ownGroups.delete(child.pid);
  if (left.length === 0) return [];
  console.error(`stopTree: ${left.map((p) => `${p.comm} ${p.pid}`).join(', ')} outlived pid ${child.pid}: stopped now`);
  for (const p of left) signal(p.pid, 'SIGTERM');
  for (let waited = 0; stillRunning(left).length > 0 && waited < 5000; waited += 100) await sleep(100);
  for (const p of stillRunning(left)) signal(p.pid, 'SIGKILL');
  return left;
}

/** The process groups startProcess started and that still run: ended if this process exits first. */
const ownGroups = new Set();
let endingGroupsOnExit = false;

/** On any exit of this process (an error, Ctrl-C, process.exit), SIGTERM to every group it started and did not stop. */
function endGroupsOnExit() {
  if (endingGroupsOnExit) return;
  endingGroupsOnExit = true;
  process.once('exit', () => {
    for (const group of ownGroups) signal(-group, 'SIGTERM');
  });
  for (const [name, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(name, () => process.exit(code));
  }
}

// ——— The run: header, noise, recorded readings ———

/** The commit the bench runs: its short hash, "+changes" when tracked files differ from it (bench/results, where runs are recorded, aside). */
function gitCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return `${git('rev-parse', '--short=10', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)bench/results') ? '+changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** How often a noise burner decides to spin or rest. */
const NOISE_PERIOD_MS = 100;

/**
 * BENCH_NOISE=<cores> (1, 0.5, 1.5 …): ceil(cores) burner processes, each spinning a busy loop for
 * cores / ceil(cores) of every 100 ms; undefined when unset or 0.
 */
export function noiseSize() {
  const raw = process.env.BENCH_NOISE;
  if (!raw || raw === '0') return undefined;
  const cores = Number(raw);
  if (!(cores > 0 && cores <= 16)) throw new Error(`BENCH_NOISE is a number of cores to keep busy (1, 0.5 …), not "${raw}"`);
  const processes = Math.ceil(cores);
  return { cores, processes, duty: cores / processes };
}

/** The noise as printed: "off", or "1 core burner (1 process busy 100 % of every 100 ms)". */
export function noiseDescription() {
  const n = noiseSize();
  if (!n) return 'off';
  return `${n.cores} core burner (${n.processes} process${n.processes > 1 ? 'es' : ''} busy ${Math.round(n.duty * 100)} % of every ${NOISE_PERIOD_MS} ms)`;
}

/** A burner's code: spin `busyMs` of every period, rest the rest; end as soon as its parent is gone. */
const burnerCode = (busyMs) => `
const parent = process.ppid;
let x = 1;
(function period() {
  if (process.ppid !== parent) process.exit(0);
  const end = performance.now() + ${busyMs};
  while (performance.now() < end) x = (x * 48271) % 2147483647;
  setTimeout(period, ${NOISE_PERIOD_MS - busyMs});
})();
process.stdout.write('burning\\n');`;

let noise;

/**
 * Starts BENCH_NOISE's burners (nothing when unset) and resolves once each spins: call before
 * measuring, `stopNoise()` after. Reproducible "beside other work": a fixed amount of CPU wanted.
 */
export async function startNoise() {
  const n = noiseSize();
  if (!n || noise) return;
  const busyMs = Math.round(n.duty * NOISE_PERIOD_MS);
  const children = Array.from({ length: n.processes }, () => spawn(process.execPath, ['-e', burnerCode(busyMs)], { stdio: ['ignore', 'pipe', 'ignore'] }));
  await Promise.all(children.map((c) => new Promise((resolve) => c.stdout.once('data', resolve))));
  noise = { children, startedAt: performance.now() };
  process.once('exit', () => noise?.children.forEach((c) => c.kill('SIGKILL')));
}

/** Stops the burners; prints (and answers) the CPU they burned: "noise: 9.9 CPU-s over 10.0 s". */
export async function stopNoise() {
  if (!noise) return undefined;
  const { children, startedAt } = noise;
  const burnedMs = children.reduce((sum, c) => sum + (cpuOf(c.pid) || 0), 0);
  const seconds = (performance.now() - startedAt) / 1000;
  await Promise.all(children.map((c) => stopTree(c, { graceMs: 2000 })));
  noise = undefined;
  const line = `noise: ${(burnedMs / 1000).toFixed(1)} CPU-s over ${seconds.toFixed(1)} s (${noiseDescription()})`;
  console.log(line);
  return line;
}

/** The package.json script that runs this bench ("bench:files" for bench/file-downloads.mjs), or its file's path. */
export function benchName() {
  const file = `bench/${basename(process.argv[1] ?? '')}`;
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.keys(scripts).find((name) => name.startsWith('bench:') && scripts[name].includes(file)) ?? file;
}

/**
 * Prints the bench's header line — the commit, the date, the load average, the cores and the noise —
 * and answers it as an object (for recordReading): "bench:ledger · commit 39c6e9e4a1 · 2026-12-07T22:40:00.000Z ·
 * load 1.52 1.20 0.98 · 2 cores · noise: off".
 */
export function benchHeader(name = benchName()) {
  const header = {
    bench: name,
    commit: gitCommit(),
    date: new Date().toISOString(),
    load: loadavg().map((l) => Number(l.toFixed(2))),
    cores: cpus().length,
    noise: noiseDescription(),
    smoke: process.env.BENCH_SMOKE === '1',
  };
  console.log(`${name} · commit ${header.commit} · ${header.date} · load ${header.load.join(' ')} · ${header.cores} cores · noise: ${header.noise}`);
  return header;
}

/**
 * BENCH_RECORD=1: appends one JSON line — the header, the load at the end and `figures` — to
 * bench/results/<bench>.jsonl (bench:ledger → ledger.jsonl), beside the bench's prose results file;
 * BENCH_RECORD_DIR puts the file elsewhere (bench:targets' tiny run keeps its readings out of the tree).
 */
export function recordReading(header, figures) {
  if (process.env.BENCH_RECORD !== '1') return;
  const file = join(process.env.BENCH_RECORD_DIR ?? join(root, 'bench', 'results'), `${header.bench.replace(/^bench:/, '')}.jsonl`);
  appendFileSync(file, `${JSON.stringify({ ...header, loadAtEnd: loadavg().map((l) => Number(l.toFixed(2))), figures })}\n`);
  console.log(`recorded in ${file.startsWith(root) ? file.slice(root.length + 1) : file}`);
}

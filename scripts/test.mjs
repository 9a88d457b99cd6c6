#!/usr/bin/env node
// `npm test`: installs what is missing, builds, provisions PostgreSQL, Redis and NATS, and runs two
// lanes side by side: the browser stage; and the static stage (lint, type checks, proto staleness,
// buf breaking: one test each; beside the build), then the unit, database and contract stages
// (scripts/test-stages.cjs says which file runs where), then a second process of the browser stage
// that takes the browser files the first has not reached. It prints each stage's time, cleans up the
// run's databases and streams, and ends with
// `tests: N passed, N failed` over every stage. Arguments go to Jest in every stage; a path among
// them runs those suites only (each in its stage), without the quality steps.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, ensureInstall } from './ensure-install.mjs';
import { buildWeb } from './build-web.mjs';
import { provisionServers } from './provision-servers.mjs';
import { createDatabaseTemplate } from './test-database-template.mjs';
import { reportQualitySteps, runQualitySteps } from './quality-steps.mjs';
import stagesOfTests from './test-stages.cjs';

const { STAGES, stageOf } = stagesOfTests;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });

/**
 * The static checks' priority (decision 0057): they wait on nothing, so they run at nice 10, their
 * sessions' autogroups included (a tenth of a contended core). The unit, database and contract
 * stages share the cores with the browser stage equally: at a quarter or a tenth, tests bounded in
 * time failed (a PGlite product's 60 s patience, a bench's gRPC deadlines).
 */
const STATIC_NICE = 10;
const stages = [];
const timed = async (name, run) => {
  const started = Date.now();
  const result = await run();
  stages.push({ name, seconds: (Date.now() - started) / 1000 });
  console.log(`\nstage ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
};

// The servers and Debian's packages (apt-get: the network, then dpkg) come while npm installs and the
// build compiles (the cores), side by side; the web bundles (from sources) build beside tsc, which
// emits without type-checking. The static checks start as soon as npm has installed, on the core
// the build leaves idle (tsc's last ~20 s run alone): they read sources, not the build's output.
const jestArgv = process.argv.slice(2);
const pathsOnly = jestArgv.some((arg) => !arg.startsWith('-'));
let markInstalled;
const installed = new Promise((resolve) => (markInstalled = resolve));
const setup = timed('install, build, servers', () =>
  Promise.all([
    provisionServers(),
    (async () => {
      try {
        await ensureInstall();
        markInstalled(true);
        await Promise.all([build(), buildWeb()]);
      } finally {
        markInstalled(false);
      }
    })(),
  ]),
);
const staticChecks = installed.then((ok) =>
  ok && !pathsOnly
    ? timed('static checks (lint, type checks, protobuf)', () => runQualitySteps({ ...process.env, NODE_ENV: 'test' }, { concurrency: 2, nice: STATIC_NICE }))
    : [],
);
const [servers] = await setup;
const require = createRequire(join(root, 'package.json'));
const runId = `${Date.now().toString(36)}${process.pid}`;
const dbPrefix = `helpwire_test_${runId}`;

// Every test database is a copy of this one: the services' schemas already migrated.
const dbTemplate = await timed('test database template', () => createDatabaseTemplate({ root, adminUrl: servers.pgAdminUrl, name: `${dbPrefix}_template` }));

const env = {
  ...process.env,
  NODE_ENV: 'test',
  TEST_RUN_ID: runId,
  TEST_DB_PREFIX: dbPrefix,
  TEST_DB_TEMPLATE: dbTemplate,
  TEST_PG_ADMIN_URL: servers.pgAdminUrl,
  TEST_REDIS_URL: servers.redisUrl,
  TEST_NATS_URL: servers.natsUrl,
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? servers.chromium.shell,
  CHROMIUM_FULL_PATH: servers.chromium.full,
  // The browser suites' screenshots are for a person to open (.test-results/screenshots); CI's clone
  // is thrown away unread, so it skips writing them (about 7 % of the browser stage's CPU).
  SCREENSHOTS: process.env.SCREENSHOTS ?? (process.env.CI === 'true' ? 'off' : 'on'),
};

// PGlite loads its WebAssembly with a dynamic import, which Jest's VM allows only with this flag.
const jestBase = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', require.resolve('jest/bin/jest')];
// Two lanes share the cores (decision 0052). The browser stage runs alone in its lane, one worker,
// at normal priority: its work grows with its wall time (media encoded in real time, pages polled
// every frame, ring timers), and at two workers from the start it took both cores, so the other
// lane waited and ended later (24 minutes against 21: decision 0053). The static checks and the
// unit, database and contract stages run in the other lane, one after another: the static checks at
// a lower priority (STATIC_NICE), the Jest stages each in a session of its own, which Linux's
// autogroups give an equal share of the cores beside the browser stage's (decision 0057). Their
// workers: one more than the machine has cores (their files wait on PostgreSQL, NATS and timers;
// one more made the run longer). A --maxWorkers given wins.
const workersGiven = jestArgv.some((arg) => arg.startsWith('--maxWorkers') || arg === '-w');
const workersFor = (stage) => (workersGiven ? [] : [`--maxWorkers=${stage === 'browser' ? 1 : availableParallelism() + 1}`]);

const selected = listTests();
const filesIn = (name) => selected.filter((path) => stageOf(path) === name).length;
const jestRuns = [];

/**
 * One Jest stage; `log`: its output goes to this file and is printed in one piece when it ends;
 * `part`: a second process of a stage whose files two processes share (TEST_CLAIMS_DIR).
 */
async function runStage({ name, needs }, { log, part } = {}) {
  const outputFile = join(resultsDir, `jest-${name}${part ? `-${part}` : ''}.json`);
  rmSync(outputFile, { force: true });
  const stageEnv = { ...env, TEST_STAGE: name, ...(name === 'browser' ? { TEST_CLAIMS_DIR: browserClaims } : {}) };
  // The unit stage proves its files need no servers: it runs without their addresses.
  if (name === 'unit') for (const key of ['TEST_PG_ADMIN_URL', 'TEST_REDIS_URL', 'TEST_NATS_URL']) delete stageEnv[key];
  const args = [
    ...jestBase,
    `--filter=${join(root, 'scripts', 'test-stage-filter.cjs')}`,
    `--testSequencer=${join(root, 'scripts', 'test-sequencer.cjs')}`,
    '--json',
    `--outputFile=${outputFile}`,
    ...workersFor(name),
    ...jestArgv,
  ];
  const title = part ? `${name}, process ${part} (the files the first had not reached)` : `${name} (${filesIn(name)} files; ${needs})`;
  const { status } = await timed(title, async () => {
    const output = log ? createWriteStream(log) : undefined;
    // Its own process group: what its tests start (products, browsers) can be stopped with it.
    const child = spawn(process.execPath, args, { cwd: root, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: stageEnv, detached: true });
    running.add(child);
    child.stdout?.pipe(output);
    child.stderr?.pipe(output);
    const hung = stopWhenHung(child, outputFile, name);
    const code = await new Promise((resolve) => child.on('close', resolve));
    clearInterval(hung);
    running.delete(child);
    // Whatever its tests left running (a product, a browser) goes with it.
    stopGroup(child);
    if (output) {
      await new Promise((resolve) => output.end(resolve));
      process.stdout.write(`\n--- the ${name} stage's output (${log}) ---\n${readFileSync(log, 'utf8')}`);
    }
    return { status: code };
  });
  jestRuns.push({ outputFile, status });
}

/** The Jest stages running now; an interrupted `npm test` stops their process groups. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) stopGroup(child);
    process.exit(130);
  });
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Jest writes its results and then exits, unless a test left a process or a handle open: with one
 * worker Jest runs the files in its own process and would wait forever. A stage still running
 * `HANG_GRACE_MS` after its results were written is stopped, group and all, and fails.
 */
const HANG_GRACE_MS = 60_000;
function stopWhenHung(child, outputFile, name) {
  let writtenAt;
  return setInterval(() => {
    writtenAt ??= existsSync(outputFile) ? Date.now() : undefined;
    if (writtenAt === undefined || Date.now() - writtenAt < HANG_GRACE_MS) return;
    console.error(`\nthe ${name} stage wrote its results ${HANG_GRACE_MS / 1000} s ago and has not exited (a test left a process or handle open): stopped`);
    stopGroup(child);
  }, 2000);
}

const browserStage = STAGES.find(({ name }) => name === 'browser');
const batchStages = STAGES.filter(({ name }) => name !== 'browser');
// The browser stage's files are one queue (scripts/jest-node-runner, Claims): its process takes
// them from the start; when the other lane's stages end, a second process takes the files the first
// has not reached (decision 0054), at normal priority: the browser stage is all that is left.
const browserClaims = join(resultsDir, `browser-claims-${runId}`);
let browserRunning = false;
const browserLane =
  filesIn('browser') > 0
    ? ((browserRunning = true), runStage(browserStage, { log: join(resultsDir, 'browser-stage.log') }).finally(() => (browserRunning = false)))
    : undefined;
// The static checks first, then the Jest stages: run side by side they slowed each other, and the
// lane ended later (the unit stage 55 s later in a fresh clone's run).
const batchLane = (async () => {
  const steps = await staticChecks;
  if (pathsOnly) console.log('\nQuality steps skipped: Jest was given paths.');
  else reportQualitySteps(steps);
  writeFileSync(join(resultsDir, 'steps.json'), `${JSON.stringify(steps, null, 2)}\n`);
  for (const stage of batchStages) if (filesIn(stage.name) > 0) await runStage(stage);
  if (browserRunning && filesIn('browser') > 1) await runStage(browserStage, { log: join(resultsDir, 'browser-stage-2.log'), part: 2 });
  return steps;
})();
const [steps] = await Promise.all([batchLane, browserLane]);
if (selected.length === 0) jestRuns.push({ outputFile: join(resultsDir, 'jest-none.json'), status: 1 });

await cleanUp();
rmSync(browserClaims, { recursive: true, force: true });

let passed = steps.filter((step) => step.ok).length;
let failed = steps.filter((step) => !step.ok).length;
for (const { outputFile, status } of jestRuns) {
  let stageFailed = 0;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    stageFailed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  } catch {
    stageFailed = 1;
  }
  failed += status !== 0 && stageFailed === 0 ? 1 : stageFailed;
}
for (const { name, seconds } of stages) console.log(`stage ${name}: ${seconds.toFixed(0)} s`);
const summary = `tests: ${passed} passed, ${failed} failed`;
writeFileSync(join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed > 0 ? 1 : 0);

/** The test files Jest selects for the arguments given (all of them when none), as absolute paths. */
function listTests() {
  const listed = spawnSync(process.execPath, [...jestBase, '--listTests', '--json', ...jestArgv], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) {
    process.stderr.write(listed.stderr);
    return [];
  }
  return JSON.parse(listed.stdout.slice(listed.stdout.indexOf('[')));
}

/** Drops the databases this run created and deletes its JetStream streams, even after failures. */
async function cleanUp() {
  const { Client } = require('pg');
  const client = new Client({ connectionString: servers.pgAdminUrl });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${dbPrefix}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } catch (error) {
    console.warn(`could not drop test databases: ${error.message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const { connect } = require('nats');
  try {
    const nc = await connect({ servers: servers.natsUrl });
    const jsm = await nc.jetstreamManager();
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(`HELPWIRE_TEST_${runId}_`)) await jsm.streams.delete(name).catch(() => undefined);
    }
    await nc.close();
  } catch (error) {
    console.warn(`could not delete test streams: ${error.message}`);
  }
}

#!/usr/bin/env node
// `npm test`: installs what is missing, builds, provisions PostgreSQL, Redis and NATS, runs the
// static stage (lint, type checks, proto staleness, buf breaking: one test each; beside the build)
// and then every Jest stage (unit, database, contract, browser: scripts/test-stages.cjs says which file runs where),
// printing each stage's time, cleans up the run's databases and streams, and ends with
// `tests: N passed, N failed` over every stage. Arguments go to Jest in every stage; a path among
// them runs those suites only (each in its stage), without the quality steps.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
// the build leaves idle (tsc's last ~20 s run alone); the one that reads built declarations (the
// type check of every source and test file) waits for the build.
const jestArgv = process.argv.slice(2);
const pathsOnly = jestArgv.some((arg) => !arg.startsWith('-'));
const settled = () => {
  let settle;
  const promise = new Promise((resolve) => (settle = resolve));
  return { promise, settle };
};
const [installed, built] = [settled(), settled()];
const setup = timed('install, build, servers', () =>
  Promise.all([
    provisionServers(),
    (async () => {
      try {
        await ensureInstall();
        installed.settle(true);
        await Promise.all([build(), buildWeb()]);
      } finally {
        installed.settle(false);
        built.settle();
      }
    })(),
  ]),
);
const staticChecks = installed.promise.then((ok) =>
  ok && !pathsOnly
    ? timed('static checks (lint, type checks, protobuf)', () =>
        runQualitySteps({ ...process.env, NODE_ENV: 'test' }, { concurrency: 2, built: built.promise }),
      )
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
// Jest workers: one more than the machine has cores for the unit, database and contract stages (at
// one a core they kept the cores 68–83 % busy: their files wait on PostgreSQL, NATS and timers); one a
// core for the browser stage, whose work grows with its wall time (media encoded in real time, pages
// polled every frame, timers), so on a slower machine an extra worker made every file slower: its
// five longest files were done at 511 s with 3 workers, at 402 s with 2 (issue 22; readings in
// bench/results/npm-test.md). A --maxWorkers given wins.
const workersGiven = jestArgv.some((arg) => arg.startsWith('--maxWorkers') || arg === '-w');
const workersFor = (stage) => (workersGiven ? [] : [`--maxWorkers=${availableParallelism() + (stage === 'browser' ? 0 : 1)}`]);
// The Jest stages one after another, after the static checks, so no stage shares the cores with
// another: unit, database, contract, browser (scripts/test-stages.cjs).
const steps = await staticChecks;
if (pathsOnly) console.log('\nQuality steps skipped: Jest was given paths.');
else reportQualitySteps(steps);
writeFileSync(join(resultsDir, 'steps.json'), `${JSON.stringify(steps, null, 2)}\n`);

const selected = listTests();
const jestRuns = [];
for (const { name, needs } of STAGES) {
  const files = selected.filter((path) => stageOf(path) === name).length;
  if (files === 0) continue;
  const outputFile = join(resultsDir, `jest-${name}.json`);
  rmSync(outputFile, { force: true });
  const stageEnv = { ...env, TEST_STAGE: name };
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
  const { status } = await timed(
    `${name} (${files} files; ${needs})`,
    () =>
      new Promise((resolve) => spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: stageEnv }).on('close', (code) => resolve({ status: code }))),
  );
  jestRuns.push({ outputFile, status });
}
if (selected.length === 0) jestRuns.push({ outputFile: join(resultsDir, 'jest-none.json'), status: 1 });

await cleanUp();

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

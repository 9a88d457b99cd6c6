#!/usr/bin/env node
// `npm test`: installs what is missing, builds, provisions PostgreSQL, Redis and NATS, runs the
// static stage (lint, type checks, proto staleness, buf breaking: one test each) and then every
// Jest suite, printing each stage's time, cleans up the run's databases and streams, and ends with `tests: N passed, N failed`.
// Arguments go to Jest; a path among them runs those suites only, without the quality steps.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, ensureInstall } from './ensure-install.mjs';
import { buildWeb } from './build-web.mjs';
import { provisionServers } from './provision-servers.mjs';
import { reportQualitySteps, runQualitySteps } from './quality-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });

ensureInstall();
build();
await buildWeb();
const servers = await provisionServers();
const require = createRequire(join(root, 'package.json'));
const runId = `${Date.now().toString(36)}${process.pid}`;
const dbPrefix = `helpwire_test_${runId}`;

const env = {
  ...process.env,
  NODE_ENV: 'test',
  TEST_RUN_ID: runId,
  TEST_DB_PREFIX: dbPrefix,
  TEST_PG_ADMIN_URL: servers.pgAdminUrl,
  TEST_REDIS_URL: servers.redisUrl,
  TEST_NATS_URL: servers.natsUrl,
  CHROMIUM_PATH: servers.chromium,
};

// PGlite loads its WebAssembly with a dynamic import, which Jest's VM allows only with this flag.
const jestArgs = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', require.resolve('jest/bin/jest'), '--json', `--outputFile=${join(resultsDir, 'jest.json')}`, ...process.argv.slice(2)];
rmSync(join(resultsDir, 'jest.json'), { force: true });
const jestArgv = process.argv.slice(2);
const pathsOnly = jestArgv.some((arg) => !arg.startsWith('-'));
const stages = [];
const timed = async (name, run) => {
  const started = Date.now();
  const result = await run();
  stages.push({ name, seconds: (Date.now() - started) / 1000 });
  console.log(`\nstage ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
};
// Stages one after another, so the browser suites never share the cores with the type checks: the
// static checks (two at a time), then every Jest suite.
const steps = pathsOnly ? [] : await timed('static checks (lint, type checks, protobuf)', () => runQualitySteps(env, { concurrency: 2 }));
if (pathsOnly) console.log('\nQuality steps skipped: Jest was given paths.');
else reportQualitySteps(steps);
writeFileSync(join(resultsDir, 'steps.json'), `${JSON.stringify(steps, null, 2)}\n`);
const jest = await timed('Jest suites (unit, database, contract, browser)', () => new Promise((resolve) => spawn(process.execPath, jestArgs, { cwd: root, stdio: 'inherit', env }).on('close', (status) => resolve({ status }))));

await cleanUp();

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(join(resultsDir, 'jest.json'), 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
} catch {
  failed = 1;
}
if (jest.status !== 0 && failed === 0) failed = 1;
passed += steps.filter((step) => step.ok).length;
failed += steps.filter((step) => !step.ok).length;
for (const { name, seconds } of stages) console.log(`stage ${name}: ${seconds.toFixed(0)} s`);
const summary = `tests: ${passed} passed, ${failed} failed`;
writeFileSync(join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed > 0 || jest.status !== 0 ? 1 : 0);

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

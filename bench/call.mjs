#!/usr/bin/env node
// `npm run bench:call` (issue 12's proof point): accept → first remote video frame decoded, both
// sides, p50/p95 over BENCH_CALLS (20) calls, through Janus and peer to peer, in two Chromiums with
// fake devices driving the real screens of `npm start` (all-in-one). The measuring is
// bench/call-bench.ts (the browser suites' TypeScript helpers), run here by Jest, which compiles
// TypeScript for the tests already; it is never part of `npm test` (not a *.test.ts, outside Jest's
// roots there). Target p95 ≤ 800 ms (issue 26; decision 0091). Figures: bench/results/call.md; the load
// average and the CPU per call (product, Janus, browsers) are printed beside them. BENCH_NOISE=<cores>
// runs it beside bench-kit's fixed CPU burners (started before the product, stopped after the last call).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, ensureInstall } from '../scripts/ensure-install.mjs';
import { benchHeader, recordReading, startNoise, stopNoise } from './bench-kit.mjs';
import { buildWeb } from '../scripts/build-web.mjs';
import { provisionServers } from '../scripts/provision-servers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await ensureInstall();
await build();
await buildWeb();
const servers = await provisionServers();
const header = benchHeader();
await startNoise();
/** Each path's figures, written by bench/call-bench.ts, recorded at the end (BENCH_RECORD). */
const figuresFile = join(mkdtempSync(join(tmpdir(), 'helpwire-bench-call-')), 'figures.jsonl');
const runId = `bench${Date.now().toString(36)}`;
const require = createRequire(join(root, 'package.json'));
const args = [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  require.resolve('jest/bin/jest'),
  // The browser suites' project (jest.config.js).
  '--selectProjects',
  'node',
  '--roots',
  '<rootDir>/bench',
  '--testMatch',
  '**/bench/call-bench.ts',
  '--runInBand',
  '--verbose=false',
];
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    TEST_RUN_ID: runId,
    TEST_DB_PREFIX: `helpwire_${runId}`,
    TEST_PG_ADMIN_URL: servers.pgAdminUrl,
    // The full browser, as a person runs it: the figures are theirs (the tests use the headless shell).
    CHROMIUM_PATH: servers.chromium.full,
    BENCH_CALL_FIGURES: figuresFile,
  },
});
child.on('close', async (status) => {
  await stopNoise();
  if (existsSync(figuresFile)) {
    const lines = readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean);
    recordReading(header, Object.assign({}, ...lines.map((line) => JSON.parse(line))));
  }
  rmSync(dirname(figuresFile), { recursive: true, force: true });
  process.exit(status ?? 1);
});

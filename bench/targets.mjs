#!/usr/bin/env node
// `npm run bench:targets` (issue 26's "Done when"): the benches of the issue's table run one after
// another at full size, idle and then beside BENCH_NOISE's burner, each recording its figures
// (BENCH_RECORD=1: bench/results/<bench>.jsonl); then one table: each row's target, the idle and the
// noisy reading, and the verdict — the idle reading meets the target, the noisy one stays within 3×
// of it. Run it alone on the machine: "idle" means nothing but the bench runs.
//
// BENCH_TARGETS (ring,notify,call,gateway,web,match): the benches to run; BENCH_TARGETS_NOISE (1):
// the cores the burner keeps busy in the noisy pass ("off": idle only); BENCH_TARGETS_READ_ONLY=1:
// print the table from the readings already recorded at this commit, running nothing. BENCH_SMOKE=1
// (npm test's tiny run): the benches run at whatever sizes the environment gives, their readings go
// to a temporary folder, and a missed target does not fail it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb } from '../scripts/build-web.mjs';
import { build, ensureInstall } from '../scripts/ensure-install.mjs';
import { benchHeader, missedTargetExitCode, root } from './bench-kit.mjs';

/** How far a noisy reading may stray from the target (issue 26). */
const NOISY_FACTOR = 3;

/**
 * The issue's rows: the bench that measures each, how its recorded figures give the reading, the
 * target and whether lower or higher is better.
 */
const ROWS = [
  { bench: 'ring', what: 'ring, 100 users within 5 s, p95 to the first incomming-call', unit: 'ms', target: 50, pick: (f) => f.spread?.p95FirstRingMs },
  { bench: 'ring', what: 'ring, 100 at the same instant, p95', unit: 'ms', target: 500, pick: (f) => f.burst?.p95FirstRingMs },
  { bench: 'ring', what: 'ring, product CPU per call beyond idle (burst)', unit: 'ms', target: 8, pick: (f) => f.burst?.productNetMsPerCall },
  { bench: 'ring', what: 'ring, PostgreSQL CPU per call (burst)', unit: 'ms', target: 4, pick: (f) => f.burst?.postgresMsPerCall },
  { bench: 'notify', what: 'notify, 2,000 at 100/s, p95', unit: 'ms', target: 100, pick: (f) => f.atRate?.p95Ms },
  { bench: 'notify', what: 'notify, burst throughput', unit: 'facts/s', target: 1500, higher: true, pick: (f) => f.burst?.factsPerSecond },
  { bench: 'call', what: 'call, accept → first frame p95, Janus', unit: 'ms', target: 800, pick: (f) => f.janus?.p95Ms },
  { bench: 'call', what: 'call, accept → first frame p95, peer to peer', unit: 'ms', target: 800, pick: (f) => f.p2p?.p95Ms },
  { bench: 'gateway', what: 'gateway kept read vs bare express same query', unit: '%', target: 40, higher: true, pick: (f) => f.ratioPercent },
  { bench: 'gateway', what: 'gateway kept read p99', unit: 'ms', target: 50, pick: (f) => f.keptP99Ms },
  { bench: 'web', what: 'LCP fast `/`', unit: 'ms', target: 1000, pick: (f) => f.lcp?.['fast /'] },
  { bench: 'web', what: 'LCP fast `/services`', unit: 'ms', target: 1000, pick: (f) => f.lcp?.['fast /services'] },
  { bench: 'web', what: 'LCP slow `/`', unit: 'ms', target: 2500, pick: (f) => f.lcp?.['slow /'] },
  { bench: 'web', what: 'LCP slow `/services`', unit: 'ms', target: 2500, pick: (f) => f.lcp?.['slow /services'] },
  { bench: 'web', what: 'LCP slow, the signed-in homes (the slowest)', unit: 'ms', target: 3000, pick: (f) => f.slowestSignedInHomeMs },
  { bench: 'match', what: 'match, nearest 10 of 100,000, p95', unit: 'ms', target: 5, pick: (f) => f.still?.p95 },
];

const chosen = (process.env.BENCH_TARGETS ?? 'ring,notify,call,gateway,web,match').split(',');
const noise = process.env.BENCH_TARGETS_NOISE ?? '1';
const header = benchHeader('bench:targets');
const commit = header.commit;
const smoke = process.env.BENCH_SMOKE === '1';
const recordDir = smoke ? mkdtempSync(join(tmpdir(), 'helpwire-bench-targets-')) : join(root, 'bench', 'results');

/** The bench's latest reading recorded at this commit with this noise (its figures), or undefined. */
function latestReading(bench, noisy) {
  const file = join(recordDir, `${bench}.jsonl`);
  if (!existsSync(file)) return undefined;
  const readings = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((r) => r.commit === commit && r.smoke === smoke && (r.noise !== 'off') === noisy);
  return readings.at(-1);
}

if (process.env.BENCH_TARGETS_READ_ONLY !== '1') {
  // Built once here, so no bench's build lands inside another's measurement.
  await ensureInstall();
  await build();
  if (chosen.includes('web') || chosen.includes('call')) await buildWeb();
  const passes = noise === 'off' ? [undefined] : [undefined, noise];
  for (const burner of passes) {
    for (const bench of chosen) {
      const env = { ...process.env, BENCH_RECORD: '1', BENCH_RECORD_DIR: recordDir };
      if (burner) env.BENCH_NOISE = burner;
      else delete env.BENCH_NOISE;
      const started = Date.now();
      console.log(`\n— bench:${bench}${burner ? ` beside ${burner} core of noise` : ', idle'} —`);
      const script = join(root, 'bench', `${bench}.mjs`);
      const args = bench === 'match' ? ['--expose-gc', script] : [script];
      const run = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
      console.log(`— bench:${bench} exited ${run.status ?? run.signal} after ${((Date.now() - started) / 1000).toFixed(0)} s —`);
    }
  }
}

const shown = (value, unit) =>
  value === undefined
    ? 'no reading'
    : `${Number(value).toLocaleString('en', Number(value) < 1 ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 1 })} ${unit}`;
const meets = (row, value, factor = 1) => value !== undefined && (row.higher ? Number(value) >= row.target / factor : Number(value) <= row.target * factor);

console.log(
  `\nissue 26's table at commit ${commit}: idle, and beside ${noise === 'off' ? 'no' : `${noise} core of`} noise (within ${NOISY_FACTOR}× of the target)\n`,
);
console.log(`| row | target | idle | noisy | verdict |\n|---|---|---|---|---|`);
let allMet = true;
for (const row of ROWS.filter((r) => chosen.includes(r.bench))) {
  const idle = latestReading(row.bench, false);
  const noisy = noise === 'off' ? undefined : latestReading(row.bench, true);
  const idleValue = idle && row.pick(idle.figures);
  const noisyValue = noisy && row.pick(noisy.figures);
  const idleMet = meets(row, idleValue);
  const noisyMet = noise === 'off' || meets(row, noisyValue, NOISY_FACTOR);
  allMet &&= idleMet && noisyMet;
  const load = (reading) => (reading ? ` (load ${reading.load[0]})` : '');
  console.log(
    `| ${row.what} | ${row.higher ? '≥' : '≤'} ${shown(row.target, row.unit)} | ${shown(idleValue, row.unit)}${load(idle)} | ${noise === 'off' ? '—' : `${shown(noisyValue, row.unit)}${load(noisy)}`} | ${idleMet && noisyMet ? 'met' : 'NOT met'} |`,
  );
}
console.log(`\n${allMet ? 'every row meets its target' : 'some rows miss their target'}`);
if (smoke) rmSync(recordDir, { recursive: true, force: true });
process.exit(allMet ? 0 : missedTargetExitCode());

#!/usr/bin/env node
// Each test file's CPU in a one-worker Jest run: the CPU the machine spent between the file's start
// and end, read from a `cpu-by-process.mjs --timeline` file and Jest's JSON results.
//
//   node bench/cpu-by-process.mjs --timeline /tmp/cpu.txt -- npm test -- --maxWorkers=1 tests/e2e
//   node bench/cpu-by-test-file.mjs /tmp/cpu.txt .test-results/jest-browser.json
//
// With more than one worker the files overlap and the figures mean nothing.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [timelineFile, resultsFile] = process.argv.slice(2);
if (!timelineFile || !resultsFile) {
  console.error('usage: node bench/cpu-by-test-file.mjs <timeline> <jest results json>');
  process.exit(2);
}
const points = readFileSync(timelineFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' ').map(Number));

/** CPU-seconds used so far at `time` (unix ms), interpolated between the samples around it. */
function cpuAt(time) {
  const after = points.findIndex(([at]) => at >= time);
  if (after <= 0) return after === 0 ? points[0][1] : points.at(-1)[1];
  const [[t0, c0], [t1, c1]] = [points[after - 1], points[after]];
  return c0 + ((c1 - c0) * (time - t0)) / (t1 - t0);
}

const { testResults } = JSON.parse(readFileSync(resultsFile, 'utf8'));
const rows = testResults
  .map(({ name, startTime, endTime }) => ({
    file: relative(process.cwd(), name),
    wall: (endTime - startTime) / 1000,
    cpu: cpuAt(endTime) - cpuAt(startTime),
  }))
  .sort((a, b) => b.cpu - a.cpu);
console.log('| file | wall s | CPU-s | cores busy |\n|---|---|---|---|');
for (const { file, wall, cpu } of rows) console.log(`| \`${file}\` | ${wall.toFixed(1)} | ${cpu.toFixed(1)} | ${(cpu / wall).toFixed(2)} |`);
const total = rows.reduce((sum, row) => ({ wall: sum.wall + row.wall, cpu: sum.cpu + row.cpu }), { wall: 0, cpu: 0 });
console.log(`| all ${rows.length} files | ${total.wall.toFixed(0)} | ${total.cpu.toFixed(0)} | ${(total.cpu / total.wall).toFixed(2)} |`);

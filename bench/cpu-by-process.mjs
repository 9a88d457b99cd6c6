#!/usr/bin/env node
// Where a run's CPU goes: samples every process's /proc/<pid>/stat once a second while the command
// runs, and prints CPU-seconds by kind of process (Chromium's renderers, the products, Jest
// workers, PostgreSQL, tsc…) when it ends. Linux only.
//
//   node bench/cpu-by-process.mjs [--timeline <file>] -- npm test -- tests/e2e/public-site.test.ts
//
// `--timeline <file>`: each second, a line `<unix ms> <CPU-seconds so far>`, to share a run's CPU
// out by what ran when (a one-worker Jest run's JSON results give each file's start and end).
//
// A process running before the command is counted from the first sample; one born during it from
// its birth. A process's last second, and a process living less than a second, are missed: the
// total is a floor, and the whole machine's busy CPU (/proc/stat) is printed beside it.
import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node bench/cpu-by-process.mjs -- <command> [args…]');
  process.exit(2);
}

const KINDS = [
  ['chromium renderer', /chrom.*--type=renderer/],
  ['chromium gpu', /chrom.*--type=gpu-process/],
  ['chromium utility', /chrom.*--type=(utility|zygote)/],
  ['chromium browser', /chrom(e|ium)/],
  ['jest worker', /jest-worker|processChild/],
  ['jest', /jest/],
  ['product (launcher)', /launcher\/dist|services\/[^/]+\/dist/],
  ['tsc', /typescript\/bin\/tsc|tsc -b/],
  ['npm', /^npm\b|npm-cli\.js/],
  ['eslint', /eslint/],
  ['postgres', /^postgres|postgres:/],
  ['janus', /janus/],
  ['ffmpeg', /ffmpeg/],
  ['nats', /nats-server/],
  ['redis', /redis-server/],
  ['node (other)', /node/],
];

function kindOf(commandLine) {
  for (const [kind, pattern] of KINDS) if (pattern.test(commandLine)) return kind;
  return 'other';
}

function sample() {
  const seen = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      seen.set(`${entry}:${fields[19]}`, { ticks, commandLine, name });
    } catch {
      // The process ended between readdir and read.
    }
  }
  return seen;
}

const timelineAt = process.argv.indexOf('--timeline');
const timeline = timelineAt !== -1 && timelineAt < separator ? process.argv[timelineAt + 1] : undefined;
if (timeline) writeFileSync(timeline, '');

/** The whole machine's busy CPU-seconds so far (/proc/stat: user, nice, system, irq, softirq). */
function machineBusySeconds() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}

const machineAtStart = machineBusySeconds();
const first = sample();
const last = new Map();
const timer = setInterval(() => {
  for (const [key, value] of sample()) {
    const before = last.get(key);
    // An exiting process (a zombie) reads an empty command line: keep the one it had.
    const commandLine = value.commandLine || before?.commandLine || '';
    // A process born during the run counts from its birth (base 0): its start is often its busiest second.
    last.set(key, { ...value, commandLine, base: before?.base ?? first.get(key)?.ticks ?? 0 });
  }
  if (timeline) {
    let ticks = 0;
    for (const { ticks: now, base } of last.values()) ticks += now - base;
    appendFileSync(timeline, `${Date.now()} ${(ticks / TICKS_PER_SECOND).toFixed(1)}\n`);
  }
}, 1000);

const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
child.on('exit', (code) => {
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  const byKind = new Map();
  /** What "other" is, by process name (kernel threads have no command line). */
  const others = new Map();
  for (const { ticks, base, commandLine, name } of last.values()) {
    const kind = kindOf(commandLine);
    byKind.set(kind, (byKind.get(kind) ?? 0) + (ticks - base) / TICKS_PER_SECOND);
    if (kind === 'other') others.set(name, (others.get(name) ?? 0) + (ticks - base) / TICKS_PER_SECOND);
  }
  const machine = machineBusySeconds() - machineAtStart;
  const rows = [...byKind].filter(([, cpu]) => cpu >= 0.5).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, cpu]) => sum + cpu, 0);
  console.log(`\ncpu-by-process: ${seconds.toFixed(0)} s wall, ${total.toFixed(0)} CPU-s (${((100 * total) / seconds).toFixed(0)} % of one core)`);
  // What the samples missed: processes that lived less than a second, a process's last second.
  console.log(`  the whole machine: ${machine.toFixed(0)} CPU-s (${(machine - total).toFixed(0)} in processes the samples missed)`);
  for (const [kind, cpu] of rows) console.log(`  ${kind.padEnd(20)} ${cpu.toFixed(1).padStart(8)} CPU-s`);
  const topOthers = [...others].sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (topOthers.length > 0) console.log(`  other, by name: ${topOthers.map(([name, cpu]) => `${name} ${cpu.toFixed(1)}`).join(', ')}`);
  process.exit(code ?? 1);
});

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runs } from './leftover-processes';

// The shared pieces every bench prints and stops with (bench/bench-kit.mjs).

interface Proc {
  pid: number;
  comm: string;
}
/** What this file uses of bench/bench-kit.mjs (plain JavaScript, loaded by its path). */
interface BenchKit {
  stopTree(child: ChildProcess, options?: { graceMs?: number }): Promise<Proc[]>;
  processTree(pid: number): Proc[];
  cpuOf(pid: number): number;
  startNoise(): Promise<void>;
  stopNoise(): Promise<string | undefined>;
  noiseSize(): { cores: number; processes: number; duty: number } | undefined;
  benchHeader(name: string): { bench: string; commit: string; cores: number; noise: string };
}

const root = join(__dirname, '..', '..');
let kit: BenchKit;
beforeAll(async () => {
  kit = (await import(pathToFileURL(join(root, 'bench', 'bench-kit.mjs')).href)) as BenchKit;
});
afterEach(() => {
  delete process.env.BENCH_NOISE;
  jest.restoreAllMocks();
});

/** Whether a process runs (a zombie, ended but not yet reaped by its parent, does not). */
const running = runs;

describe('stopTree', () => {
  it('ends what the stopped process started and left running (a launcher that forgets its Janus)', async () => {
    // A parent that starts a long child and, on SIGTERM, exits without stopping it.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        // The handler before the pid is printed: the test signals as soon as it reads the pid.
        `process.on('SIGTERM', () => process.exit(0)); const c = require('node:child_process').spawn('sleep', ['300'], { stdio: 'ignore' }); console.log(c.pid);`,
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const sleeper = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString()))));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const leftovers = await kit.stopTree(parent, { graceMs: 5000 });

    expect(leftovers.map((p) => [p.comm, p.pid])).toEqual([['sleep', sleeper]]);
    expect(running(sleeper)).toBe(false);
  }, 30_000);

  it('answers no leftovers when the process stops its own children', async () => {
    const parent = spawn(
      process.execPath,
      [
        '-e',
        // The handler before the pid is printed: a SIGTERM read between the two killed the parent by default and left the sleep.
        `const c = require('node:child_process').spawn('sleep', ['300'], { stdio: 'ignore' }); process.on('SIGTERM', () => { c.kill(); c.once('exit', () => process.exit(0)); }); console.log(c.pid);`,
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const sleeper = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString()))));

    expect(await kit.stopTree(parent, { graceMs: 5000 })).toEqual([]);
    expect(running(sleeper)).toBe(false);
  }, 30_000);
});

describe('BENCH_NOISE', () => {
  it('starts burners that take at most the share of a core asked for, and stops every one', async () => {
    process.env.BENCH_NOISE = '0.5';
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const before = new Set(kit.processTree(process.pid).map((p) => p.pid));

    await kit.startNoise();
    const burners = kit.processTree(process.pid).filter((p) => !before.has(p.pid));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const burnedMs = burners.reduce((sum, p) => sum + kit.cpuOf(p.pid), 0);
    await kit.stopNoise();

    expect(burners.map((p) => p.comm)).toEqual(['node']);
    expect(burnedMs).toBeGreaterThan(0);
    // Half of each 100 ms for about 2 s (the start included): well under a whole core's 2,000 ms.
    expect(burnedMs).toBeLessThan(1400);
    expect(burners.filter((p) => running(p.pid))).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^noise: \d+\.\d CPU-s over \d+\.\d s \(0\.5 core burner \(1 process busy 50 % of every 100 ms\)\)$/),
    );
  }, 30_000);

  it('refuses a size that is not a number of cores', () => {
    process.env.BENCH_NOISE = 'lots';
    expect(() => kit.noiseSize()).toThrow(/BENCH_NOISE is a number of cores/);
  });
});

it('the header names the commit, the load, the cores and the noise', () => {
  process.env.BENCH_NOISE = '1';
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const commit = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();

  const header = kit.benchHeader('bench:example');

  expect(header).toMatchObject({ bench: 'bench:example', cores: cpus().length, noise: '1 core burner (1 process busy 100 % of every 100 ms)' });
  expect(header.commit.startsWith(commit)).toBe(true);
  expect(log).toHaveBeenCalledWith(
    expect.stringMatching(
      new RegExp(
        `^bench:example · commit ${commit}(\\+changes)? · \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z · load [\\d.]+ [\\d.]+ [\\d.]+ · ${cpus().length} cores · noise: 1 core burner`,
      ),
    ),
  );
});

it('the README documents every BENCH_ variable bench-kit reads, each as a row of its table', () => {
  const kitSource = readFileSync(join(root, 'bench', 'bench-kit.mjs'), 'utf8');
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const read = [...new Set([...kitSource.matchAll(/process\.env\.(BENCH_[A-Z_]+)/g)].map((match) => match[1]!))];

  expect(read).toEqual(expect.arrayContaining(['BENCH_NOISE', 'BENCH_RECORD', 'BENCH_SMOKE']));
  expect(read.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
});

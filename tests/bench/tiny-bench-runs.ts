import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchStartedProcesses } from './leftover-processes';

// Every `npm run bench:*` runs in `npm test` at a tiny size, so none rots unnoticed (one stopped
// starting when production began to require BANK_DETAILS_KEY; another measured nothing once the
// notices it sent changed shape). BENCH_SMOKE=1: the figures of a tiny run on a shared machine say
// nothing about the targets, so a missed target does not fail it; a crash, a lost or wrong answer,
// no figures, or a process it started still running 15 s after it exited does. Full-size figures:
// `npm run bench:<name>`.

const root = join(__dirname, '..', '..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

export interface TinyRun {
  env: Record<string, string>;
  /** Lines of the bench's output that carry its figures (each must be there). */
  figures: RegExp | RegExp[];
  /** false: the bench does not print bench-kit's header line yet (benchHeader: commit, date, load, cores, noise). */
  header?: false;
}

/** bench-kit's header line: "bench:ledger · commit 39c6e9e4a1 · 2026-12-07T22:40:00.000Z · load 1.52 1.20 0.98 · 2 cores · noise: off". */
const HEADER = /^bench:[\w-]+ · commit \S+ · \d{4}-\d\d-\d\dT\S+Z · load [\d.]+ [\d.]+ [\d.]+ · \d+ cores · noise: /m;

/** Every bench:* script of package.json. */
export const benchScripts = Object.keys(scripts).filter((name) => name.startsWith('bench:'));

/** The bench file a script runs (its `bench/<file>.mjs`). */
function benchFile(name: string): string {
  const file = /bench\/[\w-]+\.mjs/.exec(scripts[name] ?? '')?.[0];
  if (!file) throw new Error(`no bench/*.mjs in the script ${name}`);
  return file;
}

/**
 * Runs one bench at its tiny size; answers its exit code, whether it printed its figures (or its
 * output's end), and the processes it started that outlived it.
 */
export async function runTiny(name: string, { env, figures, header }: TinyRun): Promise<{ code: number | null; figures: string; leftovers: string[] }> {
  const child = spawn(process.execPath, ['--expose-gc', join(root, benchFile(name))], {
    cwd: root,
    env: { ...process.env, ...env, BENCH_SMOKE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = watchStartedProcesses(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const expected = [...(Array.isArray(figures) ? figures : [figures]), ...(header === false ? [] : [HEADER])];
  return { code, figures: expected.every((line) => line.test(output)) ? 'printed' : output.slice(-3000), leftovers: await started.leftovers() };
}

/** The suite of a group of benches: each starts, measures and prints its figures. */
export function describeTinyRuns(title: string, runs: Record<string, TinyRun>) {
  describe(title, () => {
    it.each(Object.keys(runs))(
      '%s starts, measures, prints its figures and leaves no process behind',
      async (name) => {
        expect(await runTiny(name, runs[name]!)).toEqual({ code: 0, figures: 'printed', leftovers: [] });
      },
      180_000,
    );
  });
}

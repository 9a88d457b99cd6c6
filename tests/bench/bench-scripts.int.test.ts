import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every `npm run bench:*` runs here at a tiny size, so none rots unnoticed (one stopped starting when
// production began to require BANK_DETAILS_KEY). BENCH_SMOKE=1: the figures of a tiny run on a shared
// machine say nothing about the targets, so a missed target does not fail it; a crash, a lost or wrong
// answer, or no figures does. Full-size figures: `npm run bench:<name>`, recorded in the decisions.

const root = join(__dirname, '..', '..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The tiny size of each bench, and a line of its output that carries its figures. */
const tinyRuns: Record<string, { env: Record<string, string>; figures: RegExp }> = {
  'bench:gateway': { env: { BENCH_CONNECTIONS: '2', BENCH_DURATION: '2' }, figures: /ratio: \d+\.\d % of bare express/ },
  'bench:auth': { env: { BENCH_CONNECTIONS: '2', BENCH_DURATION: '2' }, figures: /POST \/api\/v1\/auth\/login\S*\s+\d+\s+\d+\.\d/ },
  'bench:enumeration': { env: { BENCH_REQUESTS: '3' }, figures: /\d+\.\d\d\s+\d+\.\d\d\s+\d+\.\d\d/ },
  'bench:files': { env: { BENCH_CLIENTS: '2' }, figures: /RSS before \d+ MB, peak \d+ MB/ },
  'bench:ledger': { env: { BENCH_WRITERS: '2', BENCH_DURATION: '1', BENCH_HISTORY: '1000' }, figures: /over gRPC \(service process\)\s+\d+\s+\d+\.\d/ },
  'bench:match': { env: { BENCH_HELPERS: '2000', BENCH_QUERIES: '200' }, figures: /target p95 ≤ \d+ ms: (met|NOT met)/ },
  'bench:realtime': { env: { BENCH_SOCKETS: '10', BENCH_EVENTS: '30', BENCH_RATE: '30' }, figures: /p95/ },
  'bench:ring': { env: { BENCH_HELPERS: '20', BENCH_USERS: '3', BENCH_ROUNDS: '1', BENCH_SPREAD_MS: '200' }, figures: /target p95 ≤ \d+ ms, .*: (met|NOT met)/ },
  'bench:notify': { env: { BENCH_SOCKETS: '10', BENCH_EVENTS: '20', BENCH_RATE: '20', BENCH_BURST: '20' }, figures: /lost: 0; misrouted: 0; accounts with wrong unread counts: 0/ },
  'bench:web': { env: { BENCH_RUNS: '1' }, figures: /gzip/i },
  'bench:call': { env: { BENCH_CALLS: '1', BENCH_MEDIA: 'p2p' }, figures: /p50/ },
};

/** The bench file a script runs (its last `node … bench/<file>.mjs`). */
function benchFile(script: string): string {
  const file = /bench\/[\w-]+\.mjs/.exec(script)?.[0];
  if (!file) throw new Error(`no bench/*.mjs in "${script}"`);
  return file;
}

function run(file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', join(root, file)], { cwd: root, env: { ...process.env, ...env, BENCH_SMOKE: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:'));

describe('every bench still runs (tiny sizes)', () => {
  it('has a tiny size for every bench:* script', () => {
    expect(benches.filter((name) => !tinyRuns[name])).toEqual([]);
  });

  it.each(benches.filter((name) => tinyRuns[name]))('%s starts, measures and prints its figures', async (name) => {
    const { env, figures } = tinyRuns[name]!;
    const { code, output } = await run(benchFile(scripts[name]!), env);
    expect({ code, figures: figures.test(output) ? 'printed' : output.slice(-3000) }).toEqual({ code: 0, figures: 'printed' });
  }, 180_000);
});

import type { TinyRun } from './tiny-bench-runs';

/** A CPU-per-operation figure as bench-kit prints it ("0.84 ms"). */
const CPU = '\\d+\\.\\d+ ms';

/** The request-and-answer benches, each at a tiny size. */
export const serviceBenches: Record<string, TinyRun> = {
  'bench:gateway': {
    env: { BENCH_CONNECTIONS: '2', BENCH_DURATION: '1', BENCH_NOISE: '0.2' },
    figures: [/ratio: \d+\.\d % of bare express/, /noise: \d+\.\d CPU-s over \d+\.\d s \(0\.2 core burner/],
  },
  'bench:auth': {
    env: { BENCH_CONNECTIONS: '2', BENCH_DURATION: '1' },
    figures: [/POST \/api\/v1\/auth\/login\S*\s.*\d+\.\d/, new RegExp(`GET /api/v1/users/find\\s.*\\d+\\.\\d\\s+\\d+\\s+${CPU}\\s+${CPU}`)],
  },
  'bench:enumeration': { env: { BENCH_REQUESTS: '3' }, figures: new RegExp(`\\d+\\.\\d\\d\\s+\\d+\\.\\d\\d\\s+\\d+\\.\\d\\d\\s+${CPU}\\s+${CPU}`) },
  'bench:files': {
    env: { BENCH_CLIENTS: '2' },
    figures: [/RSS before \d+ MB, peak \d+ MB/, new RegExp(`CPU per op \\(2 downloads of 10 MB\\): product ${CPU} · PostgreSQL ${CPU}`)],
  },
  // Beside a fifth of a core's noise (BENCH_NOISE): the burner starts, is counted and stopped with the bench.
  'bench:ledger': {
    env: { BENCH_WRITERS: '2', BENCH_DURATION: '1', BENCH_HISTORY: '1000', BENCH_NOISE: '0.2' },
    figures: [
      new RegExp(`over gRPC \\(service process\\)\\s+\\d+\\s+\\d+\\.\\d.*\\s${CPU}\\s+${CPU}\\s+${CPU}`),
      /noise: \d+\.\d CPU-s over \d+\.\d s \(0\.2 core burner/,
    ],
  },
  // The table of issue 26 from one bench's readings, idle and beside noise (the others' tiny runs are their own).
  'bench:targets': {
    env: { BENCH_TARGETS: 'match', BENCH_TARGETS_NOISE: '0.2', BENCH_HELPERS: '2000', BENCH_QUERIES: '200' },
    figures: /\| match, nearest 10 of 100,000, p95 \| ≤ 5 ms \| [\d.,]+ ms \(load [\d.]+\) \| [\d.,]+ ms \(load [\d.]+\) \| (met|NOT met) \|/,
  },
  'bench:match': {
    env: { BENCH_HELPERS: '2000', BENCH_QUERIES: '200' },
    figures: [/target p95 ≤ \d+ ms: (met|NOT met)/, new RegExp(`CPU per query \\(this process\\).*${CPU}`)],
  },
};

/** The realtime, web and call benches, each at a tiny size. */
export const realtimeAndWebBenches: Record<string, TinyRun> = {
  'bench:realtime': {
    env: { BENCH_SOCKETS: '10', BENCH_EVENTS: '30', BENCH_RATE: '30' },
    figures: [/in-app-notification\s+\d+\.\d\s+\d+\.\d.*\s0\n/, new RegExp(`CPU per op \\(30 deliveries\\): product ${CPU} · PostgreSQL ${CPU}`)],
  },
  'bench:ring': {
    env: { BENCH_HELPERS: '20', BENCH_USERS: '3', BENCH_ROUNDS: '1', BENCH_SPREAD_MS: '200', BENCH_IDLE_MS: '500' },
    figures: /target p95 ≤ \d+ ms, .*: (met|NOT met)/,
  },
  'bench:notify': {
    env: { BENCH_SOCKETS: '10', BENCH_EVENTS: '20', BENCH_RATE: '20', BENCH_BURST: '20' },
    figures: /lost: 0; misrouted: 0; accounts with wrong unread counts: 0/,
  },
  'bench:web': { env: { BENCH_RUNS: '1' }, figures: /gzip/i },
  'bench:call': { env: { BENCH_CALLS: '1', BENCH_WARMUP: '0', BENCH_MEDIA: 'p2p' }, figures: /p50/ },
};

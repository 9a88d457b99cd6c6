import type { TinyRun } from './tiny-bench-runs';

/** The request-and-answer benches, each at a tiny size. */
export const serviceBenches: Record<string, TinyRun> = {
  'bench:gateway': { env: { BENCH_CONNECTIONS: '2', BENCH_DURATION: '1' }, figures: /ratio: \d+\.\d % of bare express/ },
  'bench:auth': { env: { BENCH_CONNECTIONS: '2', BENCH_DURATION: '1' }, figures: /POST \/api\/v1\/auth\/login\S*\s.*\d+\.\d/ },
  'bench:enumeration': { env: { BENCH_REQUESTS: '3' }, figures: /\d+\.\d\d\s+\d+\.\d\d\s+\d+\.\d\d/ },
  'bench:files': { env: { BENCH_CLIENTS: '2' }, figures: /RSS before \d+ MB, peak \d+ MB/ },
  'bench:ledger': { env: { BENCH_WRITERS: '2', BENCH_DURATION: '1', BENCH_HISTORY: '1000' }, figures: /over gRPC \(service process\)\s+\d+\s+\d+\.\d/ },
  'bench:match': { env: { BENCH_HELPERS: '2000', BENCH_QUERIES: '200' }, figures: /target p95 ≤ \d+ ms: (met|NOT met)/ },
};

/** The realtime, web and call benches, each at a tiny size. */
export const realtimeAndWebBenches: Record<string, TinyRun> = {
  'bench:realtime': { env: { BENCH_SOCKETS: '10', BENCH_EVENTS: '30', BENCH_RATE: '30' }, figures: /in-app-notification\s+\d+\.\d\s+\d+\.\d.*\s0\n/ },
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

#!/usr/bin/env node
// `npm run bench:ledger`: PostTransfer throughput and latency with 20 concurrent writers, every
// transfer touching one hot account that already has 100,000 transfers, against the payment service
// as its own process (gRPC → the ledger's batched write path → PostgreSQL). Decision 0021.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  benchDatabase,
  benchHeader,
  cpuLine,
  cpuMeter,
  freePort,
  perOp,
  productionSecrets,
  recordReading,
  root,
  startNoise,
  startProcess,
  stopNoise,
  stopTree,
  waitServing,
} from './bench-kit.mjs';

const require = createRequire(join(root, 'package.json'));
const { credentials, Metadata } = require('@grpc/grpc-js');
const { ledger } = require('@helpwire/proto');
const { Client } = require('pg');

const WRITERS = Number(process.env.BENCH_WRITERS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const HISTORY = Number(process.env.BENCH_HISTORY ?? 100_000);

/**
 * A call's deadline: 10 s; a minute in a smoke run (BENCH_SMOKE=1), where the machine may starve
 * the service for longer (npm test once failed on transfers past their 10 s, none lost or wrong).
 */
const DEADLINE_MS = process.env.BENCH_SMOKE === '1' ? 60_000 : 10_000;

function call(client, method, request) {
  return new Promise((resolve, reject) =>
    client[method](request, new Metadata(), { deadline: Date.now() + DEADLINE_MS }, (error, response) => (error ? reject(error) : resolve(response))),
  );
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const header = benchHeader();
const database = await benchDatabase('helpwire_bench_ledger');
const port = await freePort();
const { child } = await startProcess(
  'services/payment/dist/main.js',
  { DATABASE_URL: database.url, GRPC_PORT: String(port), METRICS_PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production', ...productionSecrets() },
  /gRPC server listening/,
);
try {
  await waitServing(`127.0.0.1:${port}`);
  const client = new ledger.LedgerServiceClient(`127.0.0.1:${port}`, credentials.createInsecure());
  const { LEDGER_OWNER_TYPE_USER: USER, LEDGER_OWNER_TYPE_HELPER: HELPER } = ledger.LedgerOwnerType;
  const open = async (ownerType, ownerId) => (await call(client, 'openAccounts', { ownerType, ownerId })).accounts.map((a) => a.id);
  const [card] = await open(USER, 'bench-user');
  const [, hot] = await open(HELPER, 'bench-hot-helper');
  const others = (await Promise.all(Array.from({ length: WRITERS }, (_, i) => open(HELPER, `bench-helper-${i}`)))).map((a) => a[1]);

  // The history: 100,000 transfers of 1 cent from the card clearing to the hot account, written with
  // the entries' running totals exactly as the write path would have written them.
  const seeding = Date.now();
  const pg = new Client({ connectionString: database.url });
  pg.on('error', () => undefined);
  await pg.connect();
  await pg.query(
    `insert into payment.ledger_transfers (id, debit_account_id, credit_account_id, amount_minor, currency, kind, reference, phase)
     select 'history-' || i, $1, $2, 1, 'USD', 'ADJUSTMENT', 'bench', 'SINGLE' from generate_series(1, $3::int) i`,
    [card, hot, HISTORY],
  );
  await pg.query(
    `insert into payment.ledger_entries (account_id, seq, transfer_id, side, pending_delta, posted_delta, debits_pending, debits_posted, credits_pending, credits_posted)
     select $1::uuid, i, 'history-' || i, 'D', 0, 1, 0, i, 0, 0 from generate_series(1, $3::int) i
     union all
     select $2::uuid, i, 'history-' || i, 'C', 0, 1, 0, 0, 0, i from generate_series(1, $3::int) i`,
    [card, hot, HISTORY],
  );
  await pg.query('analyze');
  await pg.end();
  console.log(`seeded ${HISTORY} transfers on the hot account in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  // Each writer alternates: the hot account pays a helper 1 cent, then receives 1 cent from the card.
  // `post` is one PostTransfer of kind ADJUSTMENT: over gRPC to the service process (the enum on the
  // wire), or the use case in this process (the name, as the server hands it on). `cpu`: whose CPU
  // the measured seconds are read for (cpuMeter's { pid, databaseUrl }).
  async function measureWith(post, cpu) {
    const stopAt = Date.now() + (WARMUP + DURATION) * 1000;
    let measuring = false;
    const latencies = [];
    let failures = 0;
    async function writer(w) {
      for (let i = 0; Date.now() < stopAt; i++) {
        const id = `bench-${w}-${i}-${randomUUID()}`;
        const [debit, credit] = i % 2 === 0 ? [hot, others[w]] : [card, hot];
        const started = process.hrtime.bigint();
        try {
          await post({ id, debitAccountId: debit, creditAccountId: credit, amount: { currency: 'USD', amountMinor: '1' }, reference: 'bench' });
        } catch (error) {
          failures++;
          if (failures < 5) console.error(error.details ?? error.message);
        }
        if (measuring) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    const run = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    await new Promise((r) => setTimeout(r, WARMUP * 1000));
    const meter = await cpuMeter(cpu);
    measuring = true;
    const started = Date.now();
    await run;
    const seconds = (Date.now() - started) / 1000;
    const used = await meter.read();
    latencies.sort((a, b) => a - b);
    const transfers = latencies.length;
    return {
      rate: transfers / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failures,
      transfers,
      cpu: used,
    };
  }

  await startNoise();
  const overGrpc = await measureWith((request) => call(client, 'postTransfer', { ...request, kind: ledger.TransferKind.TRANSFER_KIND_ADJUSTMENT }), {
    pid: child.pid,
    databaseUrl: database.url,
  });
  // The same use case in this process (its own LedgerWriter and pool on the same database): the
  // ledger without the gRPC client and server competing for the 2 cores.
  const { openDatabase } = require('@helpwire/service-kit');
  const { LedgerWriter } = require(join(root, 'services/payment/dist/store/ledger-writer.js'));
  const { postLedgerTransfer } = require(join(root, 'services/payment/dist/use-cases/post-ledger-transfer.js'));
  const pino = require('pino');
  const handle = await openDatabase({ url: database.url, logger: pino({ level: 'silent' }) });
  const deps = { db: handle.db, ledger: new LedgerWriter(handle.db) };
  const inProcess = await measureWith((request) => postLedgerTransfer(deps, { ...request, kind: 'ADJUSTMENT' }), { databaseUrl: database.url });
  await stopNoise();
  await handle.close();
  const balances = await call(client, 'getBalances', { accountIds: [hot] });
  client.close();

  console.log(
    `\nPostTransfer, ${WRITERS} concurrent writers, every transfer on one hot account (${HISTORY} transfers before, ${balances.balances[0].sequence} entries at the end), ${DURATION} s each after a ${WARMUP} s warm-up; PostgreSQL, the service and this client share 2 cores\n`,
  );
  // CPU per transfer: of the service process (over gRPC; in process the use case runs in the bench),
  // of this database's PostgreSQL backends, and of this process (the gRPC client, or the use case).
  console.log('                                     transfers/s   p50 ms   p95 ms   p99 ms   failures   service CPU/tr   PG CPU/tr   bench CPU/tr');
  const modes = [
    ['over gRPC (service process)', overGrpc],
    ['use case in process (no gRPC)', inProcess],
  ];
  for (const [name, r] of modes) {
    console.log(
      `${name.padEnd(37)}${r.rate.toFixed(0).padStart(11)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${r.p99.toFixed(1).padStart(9)}${String(r.failures).padStart(11)}` +
        `${perOp(r.cpu.productMs, r.transfers).padStart(17)}${perOp(r.cpu.postgresMs, r.transfers).padStart(12)}${perOp(r.cpu.benchMs, r.transfers).padStart(15)}`,
    );
  }
  for (const [name, r] of modes) console.log(`${name}: ${cpuLine('transfers', r.cpu, r.transfers)}`);
  const met = (r) => (r.rate >= 500 && r.p95 <= 20 ? 'met' : 'NOT met');
  console.log(`\ntarget ≥ 500 transfers/s and p95 ≤ 20 ms: over gRPC ${met(overGrpc)}; in process ${met(inProcess)}`);
  const figures = (r) => ({
    transfersPerSecond: Math.round(r.rate),
    p50: r.p50,
    p95: r.p95,
    p99: r.p99,
    failures: r.failures,
    transfers: r.transfers,
    cpuMsPerTransfer: { service: r.cpu.productMs / r.transfers, postgres: r.cpu.postgresMs / r.transfers, bench: r.cpu.benchMs / r.transfers },
  });
  recordReading(header, { writers: WRITERS, seconds: DURATION, history: HISTORY, overGrpc: figures(overGrpc), inProcess: figures(inProcess) });
  if (overGrpc.failures + inProcess.failures > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopNoise();
  await stopTree(child);
  await database.drop();
}

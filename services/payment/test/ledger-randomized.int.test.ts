/**
 * The ledger's randomized concurrency proof (issue 10, decision 0021): LEDGER_OPERATIONS operations
 * (2,000 in `npm test`, seed 4242 unless LEDGER_SEED is given; the full-size proof is
 * `LEDGER_OPERATIONS=10000`) (pending,
 * post, void, transfers between accounts, repeats of earlier keys with the same and with a
 * different request) from 20 concurrent workers against the payment service running as its own
 * process over gRPC on PostgreSQL, SIGKILLed and restarted at random points at least 5 times.
 * Workers retry every unacknowledged operation with the same idempotency key. At the end every
 * account's balance equals the replay of the acknowledged operations, the database holds exactly
 * the acknowledged transfers, every answer for a key is the same transfer, no pending is resolved
 * twice, and checkLedger shows no floor crossed at any point of the history.
 */
import { ledger, paymentNames } from '@helpwire/proto';
import { AppError, createPromiseClient, type Identity } from '@helpwire/service-kit';
import { createTestDatabase, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../src/store/ledger-check';
import { buildPaymentService, freePort, random, ServiceProcess } from './service-process';
import { SubscriptionWorkload } from './subscription-workload';

const OPERATIONS = Number(process.env.LEDGER_OPERATIONS ?? 2_000);
const WORKERS = 20;
const MIN_KILLS = 6;
/** Storage subscriptions alongside (decision 0085): workers, and calls each. */
const SUBSCRIPTION_WORKERS = 2;
const SUBSCRIPTION_OPERATIONS = Number(process.env.SUBSCRIPTION_OPERATIONS ?? 60);
const identity: Identity = { requestId: 'ledger-randomized', language: 'en' };
/** Answers that are the ledger refusing an operation (an acknowledgement, not a failure of the test). */
const REFUSALS = new Set([
  'PAYMENT_INSUFFICIENT_FUNDS',
  'PAYMENT_LIMIT_EXCEEDED',
  'PAYMENT_PENDING_ALREADY_POSTED',
  'PAYMENT_PENDING_ALREADY_VOIDED',
  'PAYMENT_IDEMPOTENCY_CONFLICT',
]);

const { LedgerOwnerType, TransferKind, TransferPhase } = ledger;

type Client = ReturnType<typeof createPromiseClient<ledger.LedgerServiceClient>>;
type Call =
  | { method: 'postTransfer' | 'createPending'; request: ledger.PostTransferRequest }
  | { method: 'postPending'; request: ledger.PostPendingRequest }
  | { method: 'voidPending'; request: ledger.VoidPendingRequest };

interface Figures {
  ops: number;
  acks: number;
  committed: number;
  replayed: number;
  refused: Record<string, number>;
  retries: number;
  kills: number;
}

describe('the ledger under 20 concurrent workers with the service killed and restarted', () => {
  let database: TestDatabase;
  let service: ServiceProcess;
  let client: Client;

  beforeAll(async () => {
    // The process runs the built service: build it from these sources first.
    buildPaymentService();
    database = await createTestDatabase();
    service = new ServiceProcess(await freePort(), database.url);
    await service.start();
  }, 60_000);

  afterAll(async () => {
    client?.close();
    await service?.kill();
    await database?.drop();
  });

  it('loses and doubles nothing: balances equal the replay of the acknowledged operations, no floor crossed, no key posted twice', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? 4242);
    const rand = random(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
    const cents = (max: number) => ({ currency: 'USD', amountMinor: String(1 + Math.floor(rand() * max)) });
    client = createPromiseClient(ledger.LedgerServiceClient, `127.0.0.1:${service.port}`);

    const open = async (ownerType: ledger.LedgerOwnerType, ownerId?: string) =>
      (await client.openAccounts({ ownerType, ownerId }, { identity })).accounts.map((a) => a.id);
    const cards = (await Promise.all(['u1', 'u2', 'u3'].map((u) => open(LedgerOwnerType.LEDGER_OWNER_TYPE_USER, u)))).flat();
    const helpers = await Promise.all(['h1', 'h2', 'h3', 'h4'].map((h) => open(LedgerOwnerType.LEDGER_OWNER_TYPE_HELPER, h)));
    const platform = await open(LedgerOwnerType.LEDGER_OWNER_TYPE_PLATFORM);
    const floored = [...helpers.flat(), platform[0]!];
    const all = [...cards, ...floored, platform[1]!];
    const hot = helpers[0]![1]!; // h1's earnings available: in a third of the transfers

    const subscriptions = new SubscriptionWorkload(`127.0.0.1:${service.port}`, rand);
    await subscriptions.prepare();

    const figures: Figures = { ops: 0, acks: 0, committed: 0, replayed: 0, refused: {}, retries: 0, kills: 0 };
    /** Every successful answer, by key: each key must always answer the same transfer. */
    const acked = new Map<string, ledger.Transfer>();
    const pendings: ledger.Transfer[] = [];
    const history: Call[] = [];
    const unexpected: string[] = [];
    let done = 0;

    /** Sends until acknowledged: a success or a refusal by the ledger; a broken connection is retried with the same key. */
    async function send(call: Call): Promise<ledger.Transfer | string> {
      for (;;) {
        try {
          const answer = await (
            client[call.method] as (r: unknown, o: { identity: Identity; deadlineMs: number }) => Promise<{ transfer?: ledger.Transfer; replayed: boolean }>
          )(call.request, { identity, deadlineMs: 5000 });
          if (answer.replayed) figures.replayed++;
          return answer.transfer!;
        } catch (error) {
          const reason = error instanceof AppError ? error.reason : '';
          if (REFUSALS.has(reason)) return reason;
          if (error instanceof AppError && ['UNAVAILABLE', 'DEADLINE_EXCEEDED', 'INTERNAL'].includes(error.code)) {
            figures.retries++;
            await new Promise((r) => setTimeout(r, 20 + rand() * 100));
            continue;
          }
          throw error;
        }
      }
    }

    function nextCall(worker: number, n: number): { call: Call; conflict: boolean } {
      const id = `w${worker}:op${n}`;
      const roll = rand();
      const transfer = (method: 'postTransfer' | 'createPending', debit: string, credit: string): Call => ({
        method,
        request: {
          id,
          debitAccountId: debit,
          creditAccountId: credit,
          amount: cents(method === 'createPending' ? 800 : 600),
          kind: pick([
            TransferKind.TRANSFER_KIND_CALL_CHARGE,
            TransferKind.TRANSFER_KIND_CALL_EARNING,
            TransferKind.TRANSFER_KIND_COMMISSION,
            TransferKind.TRANSFER_KIND_EARNINGS_RELEASE,
            TransferKind.TRANSFER_KIND_WITHDRAWAL,
            TransferKind.TRANSFER_KIND_ADJUSTMENT,
          ]),
          reference: `ref-${n}`,
        },
      });
      const pair = (): [string, string] => {
        const debit = rand() < 0.35 ? hot : pick(all);
        let credit = pick(all);
        while (credit === debit) credit = pick(all);
        return rand() < 0.5 ? [debit, credit] : [credit, debit];
      };
      if (roll < 0.25) return { call: transfer('postTransfer', pick(cards), rand() < 0.4 ? hot : pick(floored)), conflict: false }; // money in
      if (roll < 0.5) return { call: transfer('postTransfer', ...pair()), conflict: false };
      if (roll < 0.65) return { call: transfer('createPending', ...pair()), conflict: false };
      if (roll < 0.77 && pendings.length > 0) {
        const pending = pick(pendings);
        const full = BigInt(pending.amount!.amountMinor);
        const amount = rand() < 0.5 ? undefined : { currency: 'USD', amountMinor: String(1n + BigInt(Math.floor(rand() * Number(full)))) };
        return { call: { method: 'postPending', request: { id, pendingId: pending.id, amount } }, conflict: false };
      }
      if (roll < 0.85 && pendings.length > 0) return { call: { method: 'voidPending', request: { id, pendingId: pick(pendings).id } }, conflict: false };
      if (roll < 0.95 && history.length > 0) return { call: pick(history), conflict: false }; // the same request again
      const committed = [...acked.values()].filter((t) => t.phase === TransferPhase.TRANSFER_PHASE_SINGLE);
      if (committed.length > 0) {
        const original = pick(committed);
        const request = {
          id: original.id,
          debitAccountId: original.debitAccountId,
          creditAccountId: original.creditAccountId,
          amount: { currency: 'USD', amountMinor: String(BigInt(original.amount!.amountMinor) + 1n) },
          kind: original.kind,
          reference: original.reference,
        };
        return { call: { method: 'postTransfer', request }, conflict: true }; // the same key, another request
      }
      return { call: transfer('postTransfer', pick(cards), hot), conflict: false };
    }

    async function worker(w: number): Promise<void> {
      for (let n = 0; n < OPERATIONS / WORKERS; n++) {
        const { call, conflict } = nextCall(w, n);
        figures.ops++;
        const answer = await send(call);
        figures.acks++;
        done++;
        if (typeof answer === 'string') {
          figures.refused[answer] = (figures.refused[answer] ?? 0) + 1;
          if (answer === 'PAYMENT_IDEMPOTENCY_CONFLICT' && !conflict) unexpected.push(`${call.request.id}: conflict on a request sent only with one body`);
        } else {
          if (conflict) unexpected.push(`${call.request.id}: a different request under a committed key was accepted`);
          const first = acked.get(answer.id);
          if (first && JSON.stringify(first) !== JSON.stringify(answer))
            unexpected.push(`${answer.id}: answered ${JSON.stringify(answer)} after ${JSON.stringify(first)}`);
          if (!first) {
            acked.set(answer.id, answer);
            figures.committed++;
            if (answer.phase === TransferPhase.TRANSFER_PHASE_PENDING) pendings.push(answer);
          }
        }
        if (!conflict) history.push(call);
      }
    }

    async function killer(): Promise<void> {
      const points = Array.from({ length: MIN_KILLS }, () => Math.floor(OPERATIONS * (0.05 + rand() * 0.85))).sort((a, b) => a - b);
      for (const point of points) {
        while (done < point) await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => setTimeout(r, rand() * 50)); // somewhere inside a batch, not just between operations
        await service.kill();
        figures.kills++;
        await service.start();
      }
    }

    const started = Date.now();
    await Promise.all([
      ...Array.from({ length: WORKERS }, (_, w) => worker(w)),
      ...Array.from({ length: SUBSCRIPTION_WORKERS }, (_, w) => subscriptions.worker(w, SUBSCRIPTION_WORKERS, SUBSCRIPTION_OPERATIONS)),
      killer(),
    ]);
    const seconds = (Date.now() - started) / 1000;

    // The replay: each account's totals from the acknowledged transfers alone.
    const replay = new Map(all.map((id) => [id, { dp: 0n, dpo: 0n, cp: 0n, cpo: 0n }]));
    for (const t of acked.values()) {
      const amount = BigInt(t.amount!.amountMinor);
      const pendingAmount = t.pendingId ? BigInt(acked.get(t.pendingId)!.amount!.amountMinor) : 0n;
      const change = { SINGLE: [0n, amount], PENDING: [amount, 0n], POST_PENDING: [-pendingAmount, amount], VOID_PENDING: [-pendingAmount, 0n] }[
        paymentNames.transferPhaseNames.nameOf(t.phase)
      ];
      const debit = replay.get(t.debitAccountId)!;
      const credit = replay.get(t.creditAccountId)!;
      debit.dp += change[0]!;
      debit.dpo += change[1]!;
      credit.cp += change[0]!;
      credit.cpo += change[1]!;
    }
    // Platform revenue also took the subscriptions' invoices and gave back their refunds: as the provider collected them.
    const subscribed = await subscriptions.reconcile(database, client, identity);
    replay.get(platform[0]!)!.cpo += subscribed.paid;
    replay.get(platform[0]!)!.dpo += subscribed.refunded;
    const { balances } = await client.getBalances({ accountIds: all }, { identity });
    const mismatches = balances.filter((b) => {
      const r = replay.get(b.accountId)!;
      return (
        [b.debitsPending, b.debitsPosted, b.creditsPending, b.creditsPosted].map((m) => BigInt(m!.amountMinor)).join() !== [r.dp, r.dpo, r.cp, r.cpo].join()
      );
    });
    const inDatabase = ((await database.db.execute(sql`select id from payment.ledger_transfers`)) as unknown as { rows: { id: string }[] }).rows.map(
      (r) => r.id,
    );
    const resolvedTwice = (
      (await database.db.execute(
        sql`select pending_id from payment.ledger_transfers where pending_id is not null group by pending_id having count(*) > 1`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    const check = await checkLedger(database.db);
    const belowFloor = balances.filter((b) => floored.includes(b.accountId) && BigInt(b.available!.amountMinor) < 0n);

    console.log(
      [
        `ledger randomized test (seed ${seed}): ${figures.ops} operations from ${WORKERS} workers in ${seconds.toFixed(1)} s (${(figures.ops / seconds).toFixed(0)} ops/s)`,
        `  acknowledged ${figures.acks}; committed ${figures.committed} transfers (${check.entries} entries); answered as replays ${figures.replayed}`,
        `  refused by the ledger: ${JSON.stringify(figures.refused)}`,
        `  retries after a broken connection ${figures.retries}; SIGKILLs and restarts ${figures.kills}`,
        `  subscriptions: ${subscriptions.figures.ops} calls, ${subscriptions.figures.invoicesPaid} invoices seen paid, ${subscriptions.figures.refunds} refund calls, ${subscribed.transferIds.length} ledger transfers; refused ${JSON.stringify(subscriptions.figures.refused)}; retries ${subscriptions.figures.retries}; cents collected ${subscribed.paid}, refunded ${subscribed.refunded}`,
        `  balances equal to the replay: ${balances.length - mismatches.length}/${balances.length}; checkLedger problems: ${check.problems.length}`,
      ].join('\n'),
    );

    expect(unexpected).toEqual([]);
    expect(figures.kills).toBeGreaterThanOrEqual(5);
    expect(figures.acks).toBe(OPERATIONS);
    expect(figures.committed).toBeGreaterThan(OPERATIONS / 3);
    expect(figures.refused.PAYMENT_INSUFFICIENT_FUNDS ?? 0).toBeGreaterThan(0); // the floors were exercised
    expect(mismatches).toEqual([]);
    expect(subscribed.problems).toEqual([]); // the provider, our invoices and the ledger agree to the cent
    expect(subscriptions.unexpected).toEqual([]);
    expect(subscribed.transferIds.length).toBeGreaterThan(0);
    expect(inDatabase.filter((id) => !id.startsWith('subscription-invoice:')).sort()).toEqual([...acked.keys()].sort()); // nothing committed without an acknowledgement, nothing acknowledged lost
    expect(resolvedTwice).toEqual([]);
    expect(belowFloor).toEqual([]);
    expect(check.problems).toEqual([]);
  }, 240_000);
});

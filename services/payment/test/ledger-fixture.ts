import { paymentEvents } from '@helpwire/proto';
import { AppError, Money, PaymentEvents } from '@helpwire/service-kit';
import { createTestDatabase, silentLogger, type TestDatabase } from '@helpwire/service-kit/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { migrationsFolder } from '../src/app';
import { checkLedger } from '../src/store/ledger-check';
import { LedgerWriter } from '../src/store/ledger-writer';
import { ledgerEntries, ledgerTransfers, outbox } from '../src/store/schema';
import type { LedgerDeps } from '../src/use-cases/deps';
import { openLedgerAccounts } from '../src/use-cases/open-ledger-accounts';
import { postLedgerTransfer } from '../src/use-cases/post-ledger-transfer';

/** An amount as a request carries it (the wire's Money). */
export const usd = (cents: bigint) => Money.of(cents, 'USD').toProto();
/** An amount as the use cases answer it (the kit's Money). */
export const money = (cents: bigint) => Money.of(cents, 'USD');

export interface HelperAccounts {
  pending: string;
  available: string;
  hold: string;
}

/** What a ledger use-case test works with: a fresh database (payment migrations applied) and the real writer. */
export interface LedgerFixture {
  deps: LedgerDeps;
  database: TestDatabase;
  /** A fresh user's card clearing account id. */
  userCard(): Promise<string>;
  /** A fresh helper's accounts. */
  helper(): Promise<HelperAccounts>;
  platform(): Promise<{ revenue: string; fees: string }>;
  /** Credits `cents` to an account from a fresh user's card clearing, through PostTransfer. */
  fund(accountId: string, cents: bigint): Promise<void>;
  /** A fresh idempotency key. */
  key(): string;
  /** The committed transfer_committed events, decoded. */
  events(): Promise<paymentEvents.TransferCommitted[]>;
  counts(): Promise<{ transfers: number; entries: number; events: number }>;
  /** checkLedger's problems (empty when every balance is its replay). */
  problems(): Promise<string[]>;
  /** The AppError a promise rejects with. */
  failure(promise: Promise<unknown>): Promise<AppError>;
}

/** Registers beforeAll/afterAll hooks that build the ledger use cases' dependencies on real PostgreSQL. */
export function ledgerFixture(): LedgerFixture {
  let database: TestDatabase;
  let deps: LedgerDeps;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate({ folder: migrationsFolder, schema: 'payment' });
    deps = { db: database.db, ledger: new LedgerWriter(database.db, { logger: silentLogger }) };
  });
  afterAll(async () => {
    await database.drop();
  });
  const open = async (ownerType: string) =>
    (await openLedgerAccounts(deps, { ownerType, ownerId: ownerType === 'PLATFORM' ? undefined : randomUUID() })).accounts;
  const f: LedgerFixture = {
    get deps() {
      return deps;
    },
    get database() {
      return database;
    },
    userCard: async () => (await open('USER'))[0]!.id,
    helper: async () => {
      const [pending, available, hold] = await open('HELPER');
      return { pending: pending!.id, available: available!.id, hold: hold!.id };
    },
    platform: async () => {
      const [revenue, fees] = await open('PLATFORM');
      return { revenue: revenue!.id, fees: fees!.id };
    },
    fund: async (accountId, cents) => {
      await postLedgerTransfer(deps, {
        id: f.key(),
        debitAccountId: await f.userCard(),
        creditAccountId: accountId,
        amount: usd(cents),
        kind: 'ADJUSTMENT',
        reference: 'fixture',
      });
    },
    key: () => `test:${randomUUID()}`,
    events: async () =>
      (await database.db.select().from(outbox).where(eq(outbox.subject, PaymentEvents.transferCommitted.subject))).map((r) =>
        paymentEvents.TransferCommitted.decode(r.payload),
      ),
    counts: async () => ({
      transfers: (await database.db.select({ id: ledgerTransfers.id }).from(ledgerTransfers)).length,
      entries: (await database.db.select({ id: ledgerEntries.transferId }).from(ledgerEntries)).length,
      events: (await database.db.select({ id: outbox.id }).from(outbox)).length,
    }),
    problems: async () => (await checkLedger(database.db)).problems,
    failure: async (promise) => {
      try {
        await promise;
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
      throw new Error('expected the call to fail');
    },
  };
  return f;
}

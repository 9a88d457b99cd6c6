import { createTestBus, createTestDatabase, silentLogger, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, startPaymentService, type PaymentServiceOptions } from '../src/app';

/** The sandbox card provider's tables live in their own schema, made only when it is the provider (decision 0044). */

const CARD_TABLES = ['sandbox_idempotency', 'sandbox_payment_intents', 'sandbox_payment_methods', 'sandbox_setup_intents'];
/** With the billing sandbox's (decision 0085): prices, subscriptions, invoices and the customers' test clocks. */
const SANDBOX_TABLES = [...CARD_TABLES, 'sandbox_invoices', 'sandbox_prices', 'sandbox_subscriptions', 'sandbox_test_clocks'].sort();

async function rows<T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `schema.table` of every table named sandbox_* in the database. */
async function sandboxTables(database: TestDatabase): Promise<string[]> {
  const found = await rows<{ t: string }>(
    database,
    sql`select table_schema || '.' || table_name as t from information_schema.tables where table_name like 'sandbox%' order by 1`,
  );
  return found.map((r) => r.t);
}

async function schemaExists(database: TestDatabase, name: string): Promise<boolean> {
  return (await rows(database, sql`select 1 from information_schema.schemata where schema_name = ${name}`)).length === 1;
}

/** Starts and stops the service on `database`, its card provider as given. */
async function startAndStop(database: TestDatabase, bus: TestBus, cardProvider: PaymentServiceOptions['cardProvider']): Promise<void> {
  const service = await startPaymentService({
    database,
    bus: bus.bus,
    logger: silentLogger,
    grpcPort: 0,
    grpcHost: '127.0.0.1',
    cardProvider,
    bankDetailsKey: { key: Buffer.alloc(32, 7), derived: false },
  });
  await service.stop();
}

describe('the sandbox card provider has a schema of its own', () => {
  let bus: TestBus;
  const databases: TestDatabase[] = [];
  const fresh = async () => {
    // Empty, not the run's template: these tests start from a database's earlier states.
    const database = await createTestDatabase({ empty: true });
    databases.push(database);
    return database;
  };

  beforeAll(async () => {
    bus = await createTestBus('payment-sandbox-schema');
  });

  afterAll(async () => {
    await bus.destroy();
    for (const database of databases) await database.drop();
  });

  it('with a Stripe configuration: no sandbox table anywhere and no payment_sandbox schema', async () => {
    const database = await fresh();
    await startAndStop(database, bus, { STRIPE_SECRET_KEY: 'sk_test_not_called', STRIPE_API_BASE_URL: 'http://127.0.0.1:9' });
    expect(await schemaExists(database, 'payment')).toBe(true);
    expect(await sandboxTables(database)).toEqual([]);
    expect(await schemaExists(database, 'payment_sandbox')).toBe(false);
  });

  it('with the sandbox: its tables in payment_sandbox, none in payment', async () => {
    const database = await fresh();
    await startAndStop(database, bus, {});
    expect(await sandboxTables(database)).toEqual(SANDBOX_TABLES.map((t) => `payment_sandbox.${t}`));
  });

  it('a development database made before the move keeps its sandbox cards', async () => {
    const database = await fresh();
    // The payment migrations as they were before 0007: the sandbox tables in "payment".
    const before = mkdtempSync(join(tmpdir(), 'payment-migrations-'));
    try {
      cpSync(migrationsFolder, before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const moved = journal.entries.findIndex((e) => e.tag === '0007_sandbox_leaves_payment');
      expect(moved).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, moved);
      writeFileSync(journalPath, JSON.stringify(journal));
      await database.migrate({ folder: before, schema: 'payment' });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    expect(await sandboxTables(database)).toEqual(CARD_TABLES.map((t) => `payment.${t}`));
    await database.db.execute(
      sql`insert into payment.sandbox_payment_methods (id, customer_id, brand, last4, exp_month, exp_year, behaviour) values ('pm_kept', 'cus_1', 'visa', '4242', 12, 2034, 'succeeds')`,
    );

    await startAndStop(database, bus, {});

    expect(await sandboxTables(database)).toEqual(SANDBOX_TABLES.map((t) => `payment_sandbox.${t}`));
    expect(await rows(database, sql`select id, last4 from payment_sandbox.sandbox_payment_methods`)).toEqual([{ id: 'pm_kept', last4: '4242' }]);
    const columns = await rows<{ column_name: string }>(
      database,
      sql`select column_name from information_schema.columns where table_schema = 'payment_sandbox' and table_name = 'sandbox_payment_intents' and column_name = 'client_secret'`,
    );
    expect(columns).toHaveLength(1);
  });
});

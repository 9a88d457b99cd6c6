import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import { createTestDatabase, silentLogger } from '../testing/test-servers';
import { openDatabase } from './database';

const folder = join(__dirname, 'fixtures', 'migrations');

describe('openDatabase and migrations', () => {
  it('on PostgreSQL: replicas migrating at the same moment apply each migration once', async () => {
    const database = await createTestDatabase();
    const replicas = await Promise.all([1, 2, 3].map(() => openDatabase({ url: database.url, logger: silentLogger, poolSize: 2 })));
    try {
      await Promise.all(replicas.map((r) => r.migrate({ folder, schema: 'fixture' })));
      const applied = await database.db.execute(sql`select count(*)::int as n from drizzle.fixture_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
      await database.db.execute(sql`insert into fixture.items (name, note) values ('a', 'b')`);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
      await database.drop();
    }
  });

  it('on embedded PGlite: migrates, queries, and refuses queries once closed', async () => {
    const database = await openDatabase({ dataDir: 'memory://', logger: silentLogger });
    await database.migrate({ folder, schema: 'fixture' });
    await database.migrate({ folder, schema: 'fixture' });
    await database.db.execute(sql`insert into fixture.items (name, note) values ('a', 'b')`);
    const rows = await database.db.execute(sql`select name, note from fixture.items`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'a', note: 'b' }]);
    await database.close();
    await expect(database.ping()).rejects.toThrow('closed');
  });

  it('on PostgreSQL: many listeners share one session outside the pool, so queries still get a connection', async () => {
    const database = await createTestDatabase();
    const handle = await openDatabase({ url: database.url, logger: silentLogger, poolSize: 2 });
    try {
      const seen: string[][] = [[], [], [], [], []];
      // Five services' relays on one handle (all-in-one), more than the pool's two connections.
      const unlisten = await Promise.all(seen.map((into) => handle.listen('helpwire_test_channel', (payload) => into.push(payload))));
      await expect(handle.ping()).resolves.toBeUndefined();
      await Promise.all([handle.ping(), handle.ping(), handle.ping()]);
      await handle.db.execute(sql`select pg_notify('helpwire_test_channel', 'first')`);
      await waitFor(() => seen.every((s) => s.length === 1));
      expect(seen).toEqual([['first'], ['first'], ['first'], ['first'], ['first']]);
      const sessions = await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
      expect((sessions as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
      // One listener leaves; the others keep hearing.
      await unlisten[0]!();
      await handle.db.execute(sql`select pg_notify('helpwire_test_channel', 'second')`);
      await waitFor(() => seen.slice(1).every((s) => s.length === 2));
      expect(seen[0]).toEqual(['first']);
      expect(seen[4]).toEqual(['first', 'second']);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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
});

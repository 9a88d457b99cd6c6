import { createTestDatabase, type TestDatabase } from '../testing/test-servers';
import { sql } from 'drizzle-orm';

describe('LISTEN on PostgreSQL: one dedicated connection for every channel and listener', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const backends = async () => Number(((await database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  it('delivers committed notifications to every listener while taking no pooled connection', async () => {
    const heard: string[] = [];
    // More listeners than the test pool (5) has connections: with one pooled client each, this would hang.
    const unlistens = await Promise.all(Array.from({ length: 8 }, (_, i) => database.listen(i % 2 ? 'hw_a' : 'hw_b', (payload) => heard.push(`${i}:${payload}`))));
    await database.db.execute(sql`select pg_notify('hw_a', 'one')`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('hw_b', 'two')`);
    });
    const deadline = Date.now() + 3000;
    while (heard.length < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(heard.sort()).toEqual(['0:two', '1:one', '2:two', '3:one', '4:two', '5:one', '6:two', '7:one']);
    // The pool still answers queries at once, and the listeners hold one backend, not eight.
    expect(await backends()).toBeLessThanOrEqual(5 + 1);
    for (const unlisten of unlistens) await unlisten();
    await database.db.execute(sql`select pg_notify('hw_a', 'after')`);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.some((h) => h.endsWith('after'))).toBe(false);
  });
});

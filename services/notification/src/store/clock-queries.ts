import type { Database } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';

/** The database's clock: proves the service reaches its database. */
export async function databaseTime(db: Database): Promise<Date> {
  const result = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] };
  return new Date(result.rows[0]!.now);
}

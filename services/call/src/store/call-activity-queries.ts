import type { Database } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';
import { LIVE_STATES } from '../domain/call-state';
import { calls } from './schema';

/** One pass over the calls table: live calls now, and since a moment the calls asked for, accepted, and the seconds talked of those ended. */
export async function callActivitySince(
  db: Database,
  since: Date,
): Promise<{ inProgress: number; requested: number; connected: number; billableSeconds: number }> {
  const live = sql.join(
    LIVE_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      inProgress: sql<number>`count(*) filter (where ${calls.state} in (${live}))`.mapWith(Number),
      requested: sql<number>`count(*) filter (where ${calls.createdAt} >= ${since})`.mapWith(Number),
      connected: sql<number>`count(*) filter (where ${calls.acceptedAt} >= ${since})`.mapWith(Number),
      billableSeconds: sql<number>`coalesce(sum(${calls.billableSeconds}) filter (where ${calls.endedAt} >= ${since}), 0)`.mapWith(Number),
    })
    .from(calls)
    .where(sql`${calls.state} in (${live}) or ${calls.createdAt} >= ${since} or ${calls.endedAt} >= ${since}`);
  return row ?? { inProgress: 0, requested: 0, connected: 0, billableSeconds: 0 };
}

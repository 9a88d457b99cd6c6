import type { Database } from '@helpwire/service-kit';
import { and, arrayContains, eq, gt, sql } from 'drizzle-orm';
import { coarsePlace } from '../domain/coarse-place';
import type { HelperGender } from '../domain/gender';
import type { HelperProfile } from '../domain/matchable-helper';
import { helpers, type HelperRow } from './schema';

/** A row as matching uses it: with the blurred place only (the real one never leaves this function). */
function toProfile(row: HelperRow): HelperProfile {
  return {
    id: row.userId,
    firstName: row.firstName,
    gender: row.gender as HelperGender,
    languages: row.languages,
    categories: row.categories,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : coarsePlace({ latitude: row.latitude, longitude: row.longitude }, { bearing: row.placeOffsetBearing, fraction: row.placeOffsetFraction }),
    approved: row.approved,
    available: row.available,
  };
}

export interface ChangedHelpers {
  profiles: HelperProfile[];
  /** The latest change time among them (the next read's cursor); the given one when none changed. */
  latest: Date | null;
}

/** Every helper matching knows (the index is rebuilt from these at start), with the latest change time. */
export async function loadHelperProfiles(db: Database): Promise<ChangedHelpers> {
  return collect(await db.select().from(helpers), null);
}

/**
 * Helpers whose row changed after `since` less `overlapMs` (a transaction that committed late with
 * an earlier time is read on a later round; reading a row twice is harmless).
 */
export async function helpersChangedSince(db: Database, since: Date, overlapMs: number): Promise<ChangedHelpers> {
  const from = new Date(since.getTime() - overlapMs);
  return collect(await db.select().from(helpers).where(gt(helpers.updatedAt, from)), since);
}

function collect(rows: HelperRow[], since: Date | null): ChangedHelpers {
  let latest = since;
  for (const row of rows) if (!latest || row.updatedAt > latest) latest = row.updatedAt;
  return { profiles: rows.map(toProfile), latest };
}

/** The database's time (the first cursor of an empty table). */
export async function databaseNow(db: Database): Promise<Date> {
  const [row] = await db.select({ now: sql<string>`now()` }).from(sql`(select 1) as one`);
  return new Date(row!.now);
}

/** Whether any approved helper chose the category (online or not). */
export async function categoryHasApprovedHelper(db: Database, category: string): Promise<boolean> {
  const rows = await db
    .select({ userId: helpers.userId })
    .from(helpers)
    .where(and(eq(helpers.approved, true), arrayContains(helpers.categories, [category])))
    .limit(1);
  return rows.length > 0;
}

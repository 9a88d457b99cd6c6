import type { Database, Transaction } from '@helpwire/service-kit';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { HelperGender } from '../domain/gender';
import type { HelperProfile } from '../domain/matchable-helper';
import { helpers, type HelperRow } from './schema';

function toProfile(row: HelperRow): HelperProfile {
  return {
    id: row.userId,
    firstName: row.firstName,
    gender: row.gender as HelperGender,
    languages: row.languages,
    categories: row.categories,
    location: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
    approved: row.approved,
    available: row.available,
  };
}

/** Every helper matching knows (the index is rebuilt from these at start). */
export async function loadHelperProfiles(db: Database): Promise<HelperProfile[]> {
  return (await db.select().from(helpers)).map(toProfile);
}

export async function findHelperProfile(db: Database | Transaction, userId: string): Promise<HelperProfile | undefined> {
  const [row] = await db.select().from(helpers).where(eq(helpers.userId, userId));
  return row ? toProfile(row) : undefined;
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

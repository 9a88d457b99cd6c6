import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '@helpwire/service-kit';
import type { CategoryRow } from '../domain/category-tree';
import { isUuid } from '../domain/category-tree';
import { categories } from './schema';

const columns = {
  id: categories.id,
  slug: categories.slug,
  parentId: categories.parentId,
  name: categories.name,
  description: categories.description,
  icon: categories.icon,
  rateCentsPerMinute: categories.rateCentsPerMinute,
  guidelines: categories.guidelines,
  position: categories.position,
};

export function listActiveCategories(db: Database): Promise<CategoryRow[]> {
  return db.select(columns).from(categories).where(eq(categories.active, true)).orderBy(asc(categories.position));
}

/** A specialty of a hidden category is hidden with it (decision 0081). */
const parentShown = sql`not exists (select 1 from ${categories} as parent where parent.id = ${categories.parentId} and not parent.active)`;

/** An active category by id or slug (a specialty only while its category is shown too). */
export async function findCategory(db: Database, ref: string): Promise<CategoryRow | undefined> {
  const match = isUuid(ref) ? or(eq(categories.id, ref), eq(categories.slug, ref)) : eq(categories.slug, ref);
  const [row] = await db
    .select(columns)
    .from(categories)
    .where(and(eq(categories.active, true), match, parentShown))
    .limit(1);
  return row;
}

export function listSubcategories(db: Database, parentId: string): Promise<CategoryRow[]> {
  return db
    .select(columns)
    .from(categories)
    .where(and(eq(categories.active, true), eq(categories.parentId, parentId)))
    .orderBy(asc(categories.position));
}

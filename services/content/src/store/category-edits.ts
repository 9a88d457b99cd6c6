import type { Database, Transaction } from '@helpwire/service-kit';
import { eq, or } from 'drizzle-orm';
import { isUuid } from '../domain/category-tree';
import type { Localized } from '../domain/localized';
import { categories } from './schema';

const byRef = (ref: string) => (isUuid(ref) ? or(eq(categories.id, ref), eq(categories.slug, ref)) : eq(categories.slug, ref));

export type StoredCategory = typeof categories.$inferSelect;

/** A category as stored, active or not, by id or slug. */
export async function storedCategory(db: Database, ref: string): Promise<StoredCategory | undefined> {
  const [row] = await db.select().from(categories).where(byRef(ref)).limit(1);
  return row;
}

/** Writes an admin's edit; `updated_at` moves, so every replica's catalogue rebuilds on its next read. */
export async function writeCategoryEdit(
  db: Database | Transaction,
  id: string,
  edit: { name: Localized; description: Localized; guidelines: Localized[]; rateCentsPerMinute: number; active: boolean },
  now: Date,
): Promise<StoredCategory> {
  const [row] = await db
    .update(categories)
    .set({ ...edit, updatedAt: now })
    .where(eq(categories.id, id))
    .returning();
  return row!;
}

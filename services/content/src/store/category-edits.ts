import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, eq, isNull, like, max, or } from 'drizzle-orm';
import { isUuid } from '../domain/category-tree';
import type { Localized } from '../domain/localized';
import { categories } from './schema';

const byRef = (ref: string) => (isUuid(ref) ? or(eq(categories.id, ref), eq(categories.slug, ref)) : eq(categories.slug, ref));

export type StoredCategory = typeof categories.$inferSelect;

/** A category as stored, hidden or not (never a removed specialty), by id or slug. */
export async function storedCategory(db: Database | Transaction, ref: string): Promise<StoredCategory | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(byRef(ref), isNull(categories.removedAt)))
    .limit(1);
  return row;
}

/** Every category and specialty not removed, hidden ones too: each top-level one followed by its specialties. */
export async function storedCategoryTree(db: Database): Promise<StoredCategory[]> {
  const rows = await db.select().from(categories).where(isNull(categories.removedAt)).orderBy(asc(categories.position), asc(categories.createdAt));
  return rows.filter((row) => !row.parentId).flatMap((top) => [top, ...rows.filter((row) => row.parentId === top.id)]);
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

/** Hides a category (false) or shows it again; removing a specialty also hides it for good (`removedAt`). */
export async function writeCategoryVisibility(tx: Transaction, id: string, change: { active: boolean; removedAt?: Date }, now: Date): Promise<StoredCategory> {
  const [row] = await tx
    .update(categories)
    .set({ ...change, updatedAt: now })
    .where(eq(categories.id, id))
    .returning();
  return row!;
}

/** A slug not yet taken: `base`, else `base-2`, `base-3`… (removed specialties keep theirs). */
async function freeSlug(tx: Transaction, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: categories.slug })
        .from(categories)
        .where(like(categories.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** A new specialty under `parent`, last of its specialties, with the parent's icon. */
export async function insertSpecialty(
  tx: Transaction,
  parent: StoredCategory,
  specialty: { slugBase: string; name: Localized; description: Localized; rateCentsPerMinute: number },
  now: Date,
): Promise<StoredCategory> {
  const [last] = await tx
    .select({ n: max(categories.position) })
    .from(categories)
    .where(eq(categories.parentId, parent.id));
  const { slugBase, ...texts } = specialty;
  const [row] = await tx
    .insert(categories)
    .values({
      ...texts,
      slug: await freeSlug(tx, slugBase),
      parentId: parent.id,
      icon: parent.icon,
      guidelines: [],
      position: (last?.n ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

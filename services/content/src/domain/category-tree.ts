import type { content } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import { pick, type ContentLanguage, type Localized } from './localized';

/** The currency of the per-minute rates (stored as integer cents). */
export const RATE_CURRENCY = 'USD';

export interface CategoryRow {
  id: string;
  slug: string;
  parentId: string | null;
  name: Localized;
  description: Localized;
  icon: string;
  rateCentsPerMinute: number;
  guidelines: Localized[];
  position: number;
}

/** One category in the caller's language, without its subcategories. */
export function localizeCategory(row: CategoryRow, language: ContentLanguage): content.Category {
  return {
    id: row.id,
    slug: row.slug,
    parentId: row.parentId ?? undefined,
    name: pick(row.name, language),
    description: pick(row.description, language),
    icon: row.icon,
    ratePerMinute: Money.of(row.rateCentsPerMinute, RATE_CURRENCY).toProto(),
    guidelines: row.guidelines.map((g) => pick(g, language)),
    subcategories: [],
    position: row.position,
  };
}

/**
 * Top-level categories with their subcategories nested, both ordered by position then name.
 * Subcategories whose parent is missing (inactive) are left out.
 */
export function buildCategoryTree(rows: CategoryRow[], language: ContentLanguage): content.Category[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position || pick(a.name, language).localeCompare(pick(b.name, language)));
  const parents = new Map<string, content.Category>();
  for (const row of sorted) if (!row.parentId) parents.set(row.id, localizeCategory(row, language));
  for (const row of sorted) {
    if (row.parentId) parents.get(row.parentId)?.subcategories.push(localizeCategory(row, language));
  }
  return [...parents.values()];
}

/** Every category in display order: each parent followed by its subcategories. */
export function flattenCategoryTree(tree: content.Category[]): content.Category[] {
  return tree.flatMap((parent) => [{ ...parent, subcategories: [] }, ...parent.subcategories]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Callers may name a category by id or by slug. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

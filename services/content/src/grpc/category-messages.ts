import type { content } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import { RATE_CURRENCY } from '../domain/category-tree';
import type { StoredCategory } from '../store/category-edits';

/** A category as the admin edits it: both languages, hidden or not. */
export function toEditableCategoryMessage(row: StoredCategory): content.EditableCategory {
  return {
    id: row.id,
    slug: row.slug,
    parentId: row.parentId ?? undefined,
    name: row.name,
    description: row.description,
    guidelines: row.guidelines,
    ratePerMinute: Money.of(row.rateCentsPerMinute, RATE_CURRENCY).toProto(),
    active: row.active,
    updatedAt: row.updatedAt,
  };
}

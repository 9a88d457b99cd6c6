import type { content } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { toEditableCategoryMessage } from '../grpc/category-messages';
import { storedCategoryTree } from '../store/category-edits';
import type { ContentDeps } from './deps';

/** The console's list (admins only): every category and specialty as stored, hidden ones too, never a removed one. */
export async function listEditableCategories(deps: ContentDeps, ctx: CallContext): Promise<content.ListEditableCategoriesResponse> {
  requireRole(ctx, 'ADMIN');
  return { categories: (await storedCategoryTree(deps.db)).map(toEditableCategoryMessage) };
}

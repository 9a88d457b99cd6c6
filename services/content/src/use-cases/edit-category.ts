import { categoryUpdateBody, Texts } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { storedCategory, writeCategoryEdit, type StoredCategory } from '../store/category-edits';
import type { ContentDeps } from './deps';

function editable(row: StoredCategory): content.EditableCategory {
  return {
    id: row.id,
    slug: row.slug,
    parentId: row.parentId ?? undefined,
    name: row.name,
    description: row.description,
    guidelines: row.guidelines,
    rateCentsPerMinute: row.rateCentsPerMinute,
    active: row.active,
    updatedAt: row.updatedAt,
  };
}

async function found(deps: ContentDeps, ref: string): Promise<StoredCategory> {
  const row = await storedCategory(deps.db, ref.trim());
  if (!row) throw AppError.notFound(Texts.categoryNotFound, 'CONTENT_CATEGORY_NOT_FOUND');
  return row;
}

/** A category as the admin edits it: both languages, active or not (issue 24, item 7). */
export async function getEditableCategory(
  deps: ContentDeps,
  request: content.GetEditableCategoryRequest,
  ctx: CallContext,
): Promise<content.GetEditableCategoryResponse> {
  requireRole(ctx, 'ADMIN');
  return { category: editable(await found(deps, request.id)) };
}

/**
 * An admin's edit of a category: its names, description and guidelines in English and Arabic, its
 * per-minute rate and whether it is offered. The public site reads it on its next request; a rate
 * change applies to calls asked for after it (the payment service reads the rate for each call's hold).
 */
export async function updateCategory(deps: ContentDeps, request: content.UpdateCategoryRequest, ctx: CallContext): Promise<content.UpdateCategoryResponse> {
  requireRole(ctx, 'ADMIN');
  const edit = validateInput(categoryUpdateBody, {
    name: request.name,
    description: request.description,
    guidelines: request.guidelines,
    rateCentsPerMinute: request.rateCentsPerMinute,
    active: request.active,
  });
  const row = await found(deps, request.id);
  const updated = await writeCategoryEdit(deps.db, row.id, edit, new Date());
  ctx.logger.info({ categoryId: row.id, rateCentsPerMinute: edit.rateCentsPerMinute, active: edit.active }, 'category edited');
  return { category: editable(updated) };
}

import { categoryUpdateBody, Texts } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { actorOf, AppError, Money, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { RATE_CURRENCY } from '../domain/category-tree';
import { emitAdminAction } from '../events/admin-action-events';
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
    ratePerMinute: Money.of(row.rateCentsPerMinute, RATE_CURRENCY).toProto(),
    active: row.active,
    updatedAt: row.updatedAt,
  };
}

/** What the audit log keeps of a category: what changes money or what people read first. */
const auditedState = (row: StoredCategory) => ({
  slug: row.slug,
  nameEn: row.name.en,
  nameAr: row.name.ar,
  rateCentsPerMinute: row.rateCentsPerMinute,
  active: row.active,
});

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
    rateCentsPerMinute: request.ratePerMinute ? Number(request.ratePerMinute.amountMinor) : undefined,
    active: request.active,
  });
  const row = await found(deps, request.id);
  // The edit and its audit entry commit together (decision 0065).
  const updated = await deps.db.transaction(async (tx) => {
    const written = await writeCategoryEdit(tx, row.id, edit, new Date());
    await emitAdminAction(tx, actorOf(ctx), { action: 'category.update', objectId: row.id, before: auditedState(row), after: auditedState(written) });
    return written;
  });
  ctx.logger.info({ categoryId: row.id, rateCentsPerMinute: edit.rateCentsPerMinute, active: edit.active }, 'category edited');
  return { category: editable(updated) };
}

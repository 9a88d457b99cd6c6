import { categoryUpdateBody, Texts } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { actorOf, AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { emitAdminAction } from '../events/admin-action-events';
import { ContentArea, emitContentChanged } from '../events/content-events';
import { toEditableCategoryMessage } from '../grpc/category-messages';
import { storedCategory, writeCategoryEdit, type StoredCategory } from '../store/category-edits';
import type { ContentDeps } from './deps';

/** What the audit log keeps of a category: what changes money or what people read first. */
export const auditedState = (row: StoredCategory) => ({
  slug: row.slug,
  nameEn: row.name.en,
  nameAr: row.name.ar,
  rateCentsPerMinute: row.rateCentsPerMinute,
  active: row.active,
});

export async function found(deps: ContentDeps, ref: string): Promise<StoredCategory> {
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
  return { category: toEditableCategoryMessage(await found(deps, request.id)) };
}

/**
 * An admin's edit of a category: its names, description and guidelines in English and Arabic, its
 * per-minute rate and whether it is offered, with a reason for the audit log. The public site reads it on its next request; a rate
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
    reason: request.reason,
  });
  const row = await found(deps, request.id);
  // The edit and its audit entry commit together (decision 0065).
  const { reason, ...fields } = edit;
  const updated = await deps.db.transaction(async (tx) => {
    const written = await writeCategoryEdit(tx, row.id, fields, new Date());
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_CATEGORIES);
    await emitAdminAction(tx, actorOf(ctx), { action: 'category.update', objectId: row.id, before: auditedState(row), after: auditedState(written), reason });
    return written;
  });
  ctx.logger.info({ categoryId: row.id, rateCentsPerMinute: edit.rateCentsPerMinute, active: edit.active }, 'category edited');
  return { category: toEditableCategoryMessage(updated) };
}

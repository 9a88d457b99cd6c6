import { addSpecialtyBody, CategoryAdminTexts } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { actorOf, AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { slugOf } from '../domain/category-slug';
import { emitAdminAction } from '../events/admin-action-events';
import { ContentArea, emitContentChanged } from '../events/content-events';
import { toEditableCategoryMessage } from '../grpc/category-messages';
import { insertSpecialty } from '../store/category-edits';
import { auditedState, found } from './edit-category';
import type { ContentDeps } from './deps';

/**
 * An admin adds a specialty under a top-level category (decision 0081): its name and description
 * in English and Arabic and its per-minute rate, with a reason. Its slug comes from the English
 * name; it is offered at once (the public lists show it on their next read). Audited.
 */
export async function addSpecialty(deps: ContentDeps, request: content.AddSpecialtyRequest, ctx: CallContext): Promise<content.AddSpecialtyResponse> {
  requireRole(ctx, 'ADMIN');
  const body = validateInput(addSpecialtyBody, {
    name: request.name,
    description: request.description,
    rateCentsPerMinute: request.ratePerMinute ? Number(request.ratePerMinute.amountMinor) : undefined,
    reason: request.reason,
  });
  const parent = await found(deps, request.parentId);
  if (parent.parentId) throw AppError.invalid(CategoryAdminTexts.notTopLevel, 'CONTENT_CATEGORY_NOT_TOP_LEVEL');
  const { reason, ...texts } = body;
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertSpecialty(tx, parent, { ...texts, slugBase: slugOf(texts.name.en) }, new Date());
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_CATEGORIES);
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'category.add_specialty',
      objectId: row.id,
      after: { ...auditedState(row), parentSlug: parent.slug },
      reason,
    });
    return row;
  });
  ctx.logger.info({ categoryId: created.id, parentId: parent.id }, 'specialty added');
  return { category: toEditableCategoryMessage(created) };
}

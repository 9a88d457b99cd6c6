import { CategoryAdminTexts, removeSpecialtyBody } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { actorOf, AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { emitAdminAction } from '../events/admin-action-events';
import { ContentArea, emitContentChanged } from '../events/content-events';
import { toEditableCategoryMessage } from '../grpc/category-messages';
import { writeCategoryVisibility } from '../store/category-edits';
import { auditedState, found } from './edit-category';
import type { ContentDeps } from './deps';

/**
 * An admin removes a specialty, with a reason (decision 0081): it leaves the public lists and the
 * console for good; its row stays (hidden, marked removed), so the ids that calls and charges keep
 * still name a stored category. A top-level category is hidden, never removed. Audited.
 */
export async function removeSpecialty(deps: ContentDeps, request: content.RemoveSpecialtyRequest, ctx: CallContext): Promise<content.RemoveSpecialtyResponse> {
  requireRole(ctx, 'ADMIN');
  const { reason } = validateInput(removeSpecialtyBody, { reason: request.reason });
  const row = await found(deps, request.id);
  if (!row.parentId) throw new AppError('FAILED_PRECONDITION', CategoryAdminTexts.notSpecialty, 'CONTENT_CATEGORY_NOT_SPECIALTY');
  const removed = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const written = await writeCategoryVisibility(tx, row.id, { active: false, removedAt: now }, now);
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_CATEGORIES);
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'category.remove_specialty',
      objectId: row.id,
      before: auditedState(row),
      after: { ...auditedState(written), removed: true },
      reason,
    });
    return written;
  });
  ctx.logger.info({ categoryId: row.id }, 'specialty removed');
  return { category: toEditableCategoryMessage(removed) };
}

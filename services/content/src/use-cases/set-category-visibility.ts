import { categoryVisibilityBody } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { actorOf, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { emitAdminAction } from '../events/admin-action-events';
import { ContentArea, emitContentChanged } from '../events/content-events';
import { toEditableCategoryMessage } from '../grpc/category-messages';
import { writeCategoryVisibility } from '../store/category-edits';
import { auditedState, found } from './edit-category';
import type { ContentDeps } from './deps';

/**
 * An admin hides a category or shows it again, with a reason (decision 0081). Hidden, it leaves the
 * public lists (with its specialties) and can no longer be chosen for a new request (the payment
 * service's hold reads it and finds none); calls already asked for keep their rate and go on.
 * Audited; the same state again changes nothing and writes nothing.
 */
export async function setCategoryVisibility(
  deps: ContentDeps,
  request: content.SetCategoryVisibilityRequest,
  ctx: CallContext,
): Promise<content.SetCategoryVisibilityResponse> {
  requireRole(ctx, 'ADMIN');
  const { visible, reason } = validateInput(categoryVisibilityBody, { visible: request.visible, reason: request.reason });
  const row = await found(deps, request.id);
  if (row.active === visible) return { category: toEditableCategoryMessage(row) };
  const updated = await deps.db.transaction(async (tx) => {
    const written = await writeCategoryVisibility(tx, row.id, { active: visible }, new Date());
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_CATEGORIES);
    await emitAdminAction(tx, actorOf(ctx), {
      action: visible ? 'category.show' : 'category.hide',
      objectId: row.id,
      before: auditedState(row),
      after: auditedState(written),
      reason,
    });
    return written;
  });
  ctx.logger.info({ categoryId: row.id, visible }, 'category visibility changed');
  return { category: toEditableCategoryMessage(updated) };
}

import { faqEditBody, faqVisibilityBody, HelpEditTexts, Texts } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { actorOf, AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { auditedFaq } from '../domain/help-audit';
import { emitAdminAction } from '../events/admin-action-events';
import { ContentArea, emitContentChanged } from '../events/content-events';
import { storedCategory } from '../store/category-edits';
import { allFaqs, insertFaq, nextFaqPosition, storedFaq, writeFaq, type StoredFaq } from '../store/faq-edits';
import type { ContentDeps } from './deps';

/** The draft checked as the REST body is (both languages, the order's bounds, a reason). */
function checkedDraft(draft: content.FaqDraft | undefined, reason: string) {
  return validateInput(faqEditBody, {
    question: draft?.question,
    answer: draft?.answer,
    categoryId: draft?.categoryId ?? null,
    position: draft?.position,
    reason,
  });
}

async function knownCategory(deps: ContentDeps, id: string | null): Promise<void> {
  if (id && !(await storedCategory(deps.db, id))) throw AppError.notFound(Texts.categoryNotFound, 'CONTENT_CATEGORY_NOT_FOUND');
}

async function found(deps: ContentDeps, id: string): Promise<StoredFaq> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await storedFaq(deps.db, id) : undefined;
  if (!row) throw AppError.notFound(HelpEditTexts.faqNotFound, 'CONTENT_FAQ_NOT_FOUND');
  return row;
}

/** Every FAQ entry as stored, hidden ones too (admins only; decision 0080). */
export async function listEditableFaqs(deps: ContentDeps, ctx: CallContext): Promise<StoredFaq[]> {
  requireRole(ctx, 'ADMIN');
  return allFaqs(deps.db);
}

/** A new FAQ entry in English and Arabic, last of its group unless ordered; shown at once, audited with its reason. */
export async function createFaq(deps: ContentDeps, request: content.CreateFaqRequest, ctx: CallContext): Promise<StoredFaq> {
  requireRole(ctx, 'ADMIN');
  const { reason, position, ...fields } = checkedDraft(request.faq, request.reason);
  await knownCategory(deps, fields.categoryId);
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertFaq(
      tx,
      `faq-${randomUUID().slice(0, 8)}`,
      { ...fields, position: position ?? (await nextFaqPosition(tx, fields.categoryId)) },
      new Date(),
    );
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_FAQS);
    await emitAdminAction(tx, actorOf(ctx), { action: 'faq.create', objectId: row.id, after: auditedFaq(row), reason });
    return row;
  });
  ctx.logger.info({ faqId: created.id }, 'faq entry created');
  return created;
}

/** An admin's edit of an entry's texts, group or order (an absent order keeps its own); audited before → after. */
export async function updateFaq(deps: ContentDeps, request: content.UpdateFaqRequest, ctx: CallContext): Promise<StoredFaq> {
  requireRole(ctx, 'ADMIN');
  const { reason, position, ...fields } = checkedDraft(request.faq, request.reason);
  const row = await found(deps, request.id);
  await knownCategory(deps, fields.categoryId);
  const updated = await deps.db.transaction(async (tx) => {
    const written = await writeFaq(tx, row.id, { ...fields, position: position ?? row.position }, new Date());
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_FAQS);
    await emitAdminAction(tx, actorOf(ctx), { action: 'faq.update', objectId: row.id, before: auditedFaq(row), after: auditedFaq(written), reason });
    return written;
  });
  ctx.logger.info({ faqId: row.id }, 'faq entry edited');
  return updated;
}

/** Removes an entry from the public site (kept, hidden) or shows it again; audited as faq.remove or faq.restore. */
export async function setFaqHidden(deps: ContentDeps, request: content.SetFaqHiddenRequest, ctx: CallContext): Promise<StoredFaq> {
  requireRole(ctx, 'ADMIN');
  const { hidden, reason } = validateInput(faqVisibilityBody, { hidden: request.hidden, reason: request.reason });
  const row = await found(deps, request.id);
  const updated = await deps.db.transaction(async (tx) => {
    const written = await writeFaq(tx, row.id, { hidden }, new Date());
    const action = hidden ? 'faq.remove' : 'faq.restore';
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_FAQS);
    await emitAdminAction(tx, actorOf(ctx), { action, objectId: row.id, before: auditedFaq(row), after: auditedFaq(written), reason });
    return written;
  });
  ctx.logger.info({ faqId: row.id, hidden }, 'faq entry shown or hidden');
  return updated;
}

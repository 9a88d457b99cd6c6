import { HelpEditTexts, Texts, tutorialEditBody, tutorialPublishBody } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { actorOf, AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { auditedTutorial } from '../domain/help-audit';
import { emitAdminAction } from '../events/admin-action-events';
import { ContentArea, emitContentChanged } from '../events/content-events';
import { storedCategory } from '../store/category-edits';
import { allTutorials, insertTutorial, storedTutorial, writeTutorial, type StoredTutorial } from '../store/tutorial-edits';
import type { ContentDeps } from './deps';

/**
 * Where a tutorial's video may play from: a file uploaded for it (the gateway checked it is a
 * TUTORIAL_VIDEO) or one of the seeded clips shipped with the site.
 */
const VIDEO_URL = /^(\/api\/v1\/files\/[0-9a-f-]{36}|\/media\/tutorials\/[a-z0-9-]+\.(webm|mp4))$/;

/** The draft checked as the REST body is; the video's address is required for a new tutorial. */
async function checkedDraft(deps: ContentDeps, draft: content.TutorialDraft | undefined, reason: string, videoRequired: boolean) {
  const { videoFileId: _none, ...fields } = validateInput(tutorialEditBody, {
    title: draft?.title,
    description: draft?.description,
    categoryId: draft?.categoryId ?? null,
    durationSeconds: draft?.durationSeconds,
    reason,
  });
  const videoUrl = draft?.videoUrl.trim() ?? '';
  if (videoRequired && !videoUrl) throw AppError.invalid(HelpEditTexts.videoRequired, 'CONTENT_TUTORIAL_VIDEO_INVALID');
  if (videoUrl && !VIDEO_URL.test(videoUrl)) throw AppError.invalid(HelpEditTexts.videoUrlInvalid, 'CONTENT_TUTORIAL_VIDEO_INVALID');
  if (fields.categoryId && !(await storedCategory(deps.db, fields.categoryId))) throw AppError.notFound(Texts.categoryNotFound, 'CONTENT_CATEGORY_NOT_FOUND');
  return { ...fields, videoUrl };
}

async function found(deps: ContentDeps, id: string): Promise<StoredTutorial> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await storedTutorial(deps.db, id) : undefined;
  if (!row) throw AppError.notFound(HelpEditTexts.tutorialNotFound, 'CONTENT_TUTORIAL_NOT_FOUND');
  return row;
}

/** A slug for a new tutorial: its English title's words and a few random characters (unique). */
function slugOf(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'tutorial'}-${randomUUID().slice(0, 6)}`;
}

/** Every tutorial as stored, unpublished ones too (admins only; decision 0080). */
export async function listEditableTutorials(deps: ContentDeps, ctx: CallContext): Promise<StoredTutorial[]> {
  requireRole(ctx, 'ADMIN');
  return allTutorials(deps.db);
}

/** A new tutorial with its uploaded video, unpublished until an admin publishes it; audited with its reason. */
export async function createTutorial(deps: ContentDeps, request: content.CreateTutorialRequest, ctx: CallContext): Promise<StoredTutorial> {
  requireRole(ctx, 'ADMIN');
  const { reason, ...fields } = await checkedDraft(deps, request.tutorial, request.reason, true);
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertTutorial(tx, slugOf(fields.title.en), fields, new Date());
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_TUTORIALS);
    await emitAdminAction(tx, actorOf(ctx), { action: 'tutorial.create', objectId: row.id, after: auditedTutorial(row), reason });
    return row;
  });
  ctx.logger.info({ tutorialId: created.id }, 'tutorial created');
  return created;
}

/** An admin's edit of a tutorial's texts, category, duration or video (none given keeps its own); audited before → after. */
export async function updateTutorial(deps: ContentDeps, request: content.UpdateTutorialRequest, ctx: CallContext): Promise<StoredTutorial> {
  requireRole(ctx, 'ADMIN');
  const { reason, videoUrl, ...fields } = await checkedDraft(deps, request.tutorial, request.reason, false);
  const row = await found(deps, request.id);
  const updated = await deps.db.transaction(async (tx) => {
    const written = await writeTutorial(tx, row.id, { ...fields, videoUrl: videoUrl || row.videoUrl }, new Date());
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_TUTORIALS);
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'tutorial.update',
      objectId: row.id,
      before: auditedTutorial(row),
      after: auditedTutorial(written),
      reason,
    });
    return written;
  });
  ctx.logger.info({ tutorialId: row.id }, 'tutorial edited');
  return updated;
}

/** Shows a tutorial on the public site or takes it off; audited as tutorial.publish or tutorial.unpublish. */
export async function setTutorialPublished(deps: ContentDeps, request: content.SetTutorialPublishedRequest, ctx: CallContext): Promise<StoredTutorial> {
  requireRole(ctx, 'ADMIN');
  const { published, reason } = validateInput(tutorialPublishBody, { published: request.published, reason: request.reason });
  const row = await found(deps, request.id);
  const updated = await deps.db.transaction(async (tx) => {
    const written = await writeTutorial(tx, row.id, { published }, new Date());
    const action = published ? 'tutorial.publish' : 'tutorial.unpublish';
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_TUTORIALS);
    await emitAdminAction(tx, actorOf(ctx), { action, objectId: row.id, before: auditedTutorial(row), after: auditedTutorial(written), reason });
    return written;
  });
  ctx.logger.info({ tutorialId: row.id, published }, 'tutorial published or taken off');
  return updated;
}

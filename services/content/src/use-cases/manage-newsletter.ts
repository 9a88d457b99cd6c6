import { NewsletterAdminTexts, newsletterExportBody, newsletterRemoveBody } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { actorOf, AppError, csvDocument, csvFileName, pageMeta, pageWindow, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { emitAdminAction } from '../events/admin-action-events';
import { listSubscribers, subscribedAddresses } from '../store/newsletter-queries';
import { unsubscribeIn, type NewsletterRow } from '../store/newsletter-writes';
import type { ContentDeps } from './deps';

/** The newsletter's subscribers (admins only): subscribed now, or those who left, newest first. */
export async function listNewsletterSubscribers(deps: ContentDeps, request: content.ListNewsletterSubscribersRequest, ctx: CallContext) {
  requireRole(ctx, 'ADMIN');
  const window = pageWindow(request.page, 20);
  const { rows, total } = await listSubscribers(deps.db, window, request.unsubscribed);
  return { rows, meta: pageMeta(window, total) };
}

/**
 * The subscribed addresses as a CSV for a mailing tool (admins only), with the reason in the audit
 * log: who took the list, when, how many addresses. Nobody subscribed: a clear refusal, nothing audited.
 */
export async function exportNewsletterSubscribers(
  deps: ContentDeps,
  request: content.ExportNewsletterSubscribersRequest,
  ctx: CallContext,
): Promise<content.ExportNewsletterSubscribersResponse> {
  requireRole(ctx, 'ADMIN');
  const { reason } = validateInput(newsletterExportBody, { reason: request.reason });
  const rows = await subscribedAddresses(deps.db);
  if (rows.length === 0) throw new AppError('FAILED_PRECONDITION', NewsletterAdminTexts.nothingToExport, 'CONTENT_NOTHING_TO_EXPORT');
  const now = new Date();
  await deps.db.transaction((tx) =>
    emitAdminAction(tx, actorOf(ctx), { action: 'newsletter.export', objectId: 'subscribers', after: { addresses: rows.length }, reason }),
  );
  const csv = csvDocument(
    ['email', 'language', 'subscribed_at'],
    rows.map((row) => [row.email, row.language, row.subscribedAt.toISOString()]),
  );
  return { fileName: csvFileName('newsletter', now), csv, count: rows.length };
}

/** An admin takes an address off the list, with a reason (audited); one not subscribed is a clear 404. */
export async function removeNewsletterSubscriber(
  deps: ContentDeps,
  request: content.RemoveNewsletterSubscriberRequest,
  ctx: CallContext,
): Promise<NewsletterRow> {
  requireRole(ctx, 'ADMIN');
  const { email, reason } = validateInput(newsletterRemoveBody, { email: request.email, reason: request.reason });
  const removed = await deps.db.transaction(async (tx) => {
    const row = await unsubscribeIn(tx, email);
    if (row)
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'newsletter.unsubscribe',
        objectId: email,
        before: { subscribed: true },
        after: { subscribed: false },
        reason,
      });
    return row;
  });
  if (!removed) throw AppError.notFound(NewsletterAdminTexts.notSubscribed, 'CONTENT_NOT_SUBSCRIBED');
  return removed;
}

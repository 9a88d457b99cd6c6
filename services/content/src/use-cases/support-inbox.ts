import { ContactInboxTexts, contactReplyBody, contactStatusBody } from '@helpwire/contracts';
import { contentNames, type content } from '@helpwire/proto';
import { actorOf, AppError, pageMeta, pageWindow, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { emitAdminAction } from '../events/admin-action-events';
import { emitContactReplied } from '../events/content-events';
import { insertContactReply, listContactThreads, lockedContactThread, setContactStatus, type ContactThread } from '../store/contact-inbox';
import type { ContentDeps } from './deps';

const statuses = contentNames.contactMessageStatusNames;

/** The messages to support (of one status, or all), newest first, with their replies (admins only). */
export async function listContactMessages(
  deps: ContentDeps,
  request: content.ListContactMessagesRequest,
  ctx: CallContext,
): Promise<{ rows: ContactThread[]; meta: ReturnType<typeof pageMeta> }> {
  requireRole(ctx, 'ADMIN');
  const window = pageWindow(request.page, 20);
  const { rows, total } = await listContactThreads(deps.db, window, statuses.fromProto(request.status));
  return { rows, meta: pageMeta(window, total) };
}

/**
 * An admin answers a message (admins only): the reply, the message ANSWERED, the audit entry and the
 * contact_replied event (the notification service e-mails it) commit together. The reply id is the
 * client's: a retry finds it and changes and sends nothing.
 */
export async function replyToContactMessage(deps: ContentDeps, request: content.ReplyToContactMessageRequest, ctx: CallContext): Promise<ContactThread> {
  const { userId: adminId } = requireRole(ctx, 'ADMIN');
  const { replyId, body } = validateInput(contactReplyBody, { replyId: request.replyId, body: request.body });
  const thread = await deps.db.transaction(async (tx) => {
    const before = await lockedContactThread(tx, request.messageId);
    if (!before) throw AppError.notFound(ContactInboxTexts.notFound, 'CONTENT_CONTACT_MESSAGE_NOT_FOUND');
    const now = new Date();
    if (await insertContactReply(tx, { id: replyId, messageId: before.id, adminId, body, createdAt: now })) {
      await setContactStatus(tx, before.id, 'ANSWERED', now);
      await emitContactReplied(tx, { messageId: before.id, replyId, email: before.email, language: before.language, subject: before.subject, body });
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'contact.reply',
        objectId: before.id,
        before: { status: before.status, replies: before.replies.length },
        after: { status: 'ANSWERED', replies: before.replies.length + 1 },
      });
    }
    return lockedContactThread(tx, before.id);
  });
  ctx.logger.info({ contactMessageId: request.messageId, replyId }, 'contact message answered');
  return thread!;
}

/** An admin closes a message or opens it again (admins only), audited; setting the status it has changes nothing. */
export async function setContactMessageStatus(deps: ContentDeps, request: content.SetContactMessageStatusRequest, ctx: CallContext): Promise<ContactThread> {
  requireRole(ctx, 'ADMIN');
  const { status } = validateInput(contactStatusBody, { status: statuses.fromProto(request.status) });
  const thread = await deps.db.transaction(async (tx) => {
    const before = await lockedContactThread(tx, request.messageId);
    if (!before) throw AppError.notFound(ContactInboxTexts.notFound, 'CONTENT_CONTACT_MESSAGE_NOT_FOUND');
    if (before.status === status) return before;
    await setContactStatus(tx, before.id, status, new Date());
    await emitAdminAction(tx, actorOf(ctx), {
      action: status === 'CLOSED' ? 'contact.close' : 'contact.reopen',
      objectId: before.id,
      before: { status: before.status },
      after: { status },
    });
    return lockedContactThread(tx, before.id);
  });
  return thread!;
}

import type { contentEvents } from '@helpwire/proto';
import type { Transaction } from '@helpwire/service-kit';
import type { Logger } from 'pino';
import { claimContactConfirmation } from '../store/contact-confirmation-store';
import { contactConfirmation } from '../domain/contact-confirmation';
import { contactReply } from '../domain/contact-reply';
import type { EmailComposer, EmailSender } from '../ports/delivery-senders';

/** How the confirmation leaves: this process's e-mail sender and composer, and the web's origin for its link. */
export interface ContactEmails {
  sender: EmailSender;
  compose: EmailComposer;
  appUrl: string;
}

/**
 * Confirms a message to support by e-mail to the address it gave (helpwire.content.contact_received),
 * inside the event's consumer transaction: the message's confirmation row commits with the send, so
 * a replay finds it and sends nothing, and a failed send throws (the row rolls back, the event comes
 * again). Without an e-mail sender there is nobody to tell, and it says so.
 */
export async function confirmContactMessage(
  deps: { contactEmails?: ContactEmails | undefined; now: () => Date; logger: Pick<Logger, 'info'> },
  tx: Transaction,
  message: contentEvents.ContactReceived,
): Promise<void> {
  const emails = deps.contactEmails;
  if (!emails) {
    deps.logger.info({ contactMessageId: message.messageId }, 'contact message not confirmed: no e-mail sender');
    return;
  }
  if (!(await claimContactConfirmation(tx, message.messageId, deps.now()))) return;
  await emails.sender.sendEmail(message.email, emails.compose(contactConfirmation(message), emails.appUrl));
}

/**
 * Sends an admin's answer to a message to support (helpwire.content.contact_replied) to the address
 * the message gave, inside the event's consumer transaction: the consumer records the event as
 * processed with it, so a replay sends nothing, and a failed send throws (the event comes again).
 */
export async function sendContactReply(
  deps: { contactEmails?: ContactEmails | undefined; logger: Pick<Logger, 'info'> },
  reply: contentEvents.ContactReplied,
): Promise<void> {
  const emails = deps.contactEmails;
  if (!emails) {
    deps.logger.info({ contactMessageId: reply.messageId, replyId: reply.replyId }, 'contact reply not sent: no e-mail sender');
    return;
  }
  await emails.sender.sendEmail(reply.email, emails.compose(contactReply(reply), emails.appUrl));
}

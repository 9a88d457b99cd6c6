import {
  AuthEvents,
  CallEvents,
  ContentEvents,
  PaymentEvents,
  batchEventConsumer,
  eventConsumer,
  type EventBus,
  type Subscription,
  type TypedEvent,
  type EventEnvelopeFields,
  type Transaction,
} from '@helpwire/service-kit';
import type { Logger } from 'pino';
import { processedEvents } from '../store/schema';
import type { NotificationDeps } from '../use-cases/deps';
import { confirmContactMessage, sendContactReply, type ContactEmails } from '../use-cases/confirm-contact-message';
import { keepRecipients } from '../use-cases/keep-recipients';
import { recipientSide } from '../use-cases/recipient-side';
import { recordNotificationBatch, type EventNotices, type Notice } from '../use-cases/record-notifications';
import { eventNotices as n } from './event-notices';

/**
 * Every fact the notification service listens to (decision 0033), through the kit's idempotent
 * consumer: the processed-event rows, the notifications, their realtime deliveries and their planned
 * deliveries commit in one transaction. The facts that give notifications are applied in batches (the
 * kit's batched consumer, decision 0087): the facts of one kind that arrive together, in stream
 * order, in one transaction of a few statements whatever their number. The recipients' projection
 * comes from auth's events.
 */
export async function consumeNotificationEvents(
  deps: Pick<NotificationDeps, 'db' | 'channels' | 'now'> & { bus: EventBus; logger: Logger; contactEmails?: ContactEmails },
): Promise<Subscription[]> {
  const consumerDeps = { bus: deps.bus, db: deps.db, processed: processedEvents, logger: deps.logger };
  const consume = eventConsumer(consumerDeps);
  const consumeBatches = batchEventConsumer(consumerDeps);
  const notify = <T extends EventEnvelopeFields>(
    event: TypedEvent<T>,
    durable: string,
    notices: (message: T, tx: Transaction) => Notice[] | Promise<Notice[]>,
  ) =>
    consumeBatches(event, { durable }, async (tx, messages) => {
      const events: EventNotices[] = [];
      for (const message of messages) events.push({ source: message, notices: await notices(message, tx) });
      await recordNotificationBatch(tx, deps, events);
    });
  return Promise.all([
    // the recipients' projection
    consume(AuthEvents.userRegistered, { durable: 'notification-user-registered' }, keepRecipients.registered),
    consume(AuthEvents.roleRegistered, { durable: 'notification-role-registered' }, keepRecipients.roleRegistered),
    consume(AuthEvents.profileUpdated, { durable: 'notification-profile-updated' }, keepRecipients.profileUpdated),
    consume(AuthEvents.accountDeleted, { durable: 'notification-account-deleted' }, keepRecipients.accountDeleted),
    // auth
    notify(AuthEvents.helperVerified, 'notification-helper-verified', n.helperVerified),
    notify(AuthEvents.helperRejected, 'notification-helper-rejected', n.helperRejected),
    notify(AuthEvents.emailChanged, 'notification-email-changed', async (m, tx) => n.emailChanged(m, await recipientSide(tx, m.userId))),
    notify(AuthEvents.passwordChanged, 'notification-password-changed', async (m, tx) => n.passwordChanged(m, await recipientSide(tx, m.userId))),
    notify(AuthEvents.signedIn, 'notification-signed-in', n.signedIn),
    notify(AuthEvents.accountWarned, 'notification-account-warned', async (m, tx) => n.accountWarned(m, await recipientSide(tx, m.userId))),
    // call
    notify(CallEvents.missed, 'notification-call-missed', n.callMissed),
    notify(CallEvents.accepted, 'notification-call-accepted', n.callAccepted),
    notify(CallEvents.unanswered, 'notification-call-unanswered', n.callUnanswered),
    notify(CallEvents.reviewed, 'notification-call-reviewed', n.reviewed),
    notify(CallEvents.recordingReady, 'notification-recording-ready', n.recordingReady),
    // payment
    notify(PaymentEvents.callCharged, 'notification-call-charged', n.callCharged),
    notify(PaymentEvents.chargeFailed, 'notification-charge-failed', n.chargeFailed),
    notify(PaymentEvents.earningsAvailable, 'notification-earnings-available', n.earningsAvailable),
    notify(PaymentEvents.withdrawalApproved, 'notification-withdrawal-approved', n.withdrawalApproved),
    notify(PaymentEvents.withdrawalRejected, 'notification-withdrawal-rejected', n.withdrawalRejected),
    notify(PaymentEvents.disputeOpened, 'notification-dispute-opened', n.disputeOpened),
    notify(PaymentEvents.disputeResolved, 'notification-dispute-resolved', n.disputeResolved),
    notify(PaymentEvents.refundIssued, 'notification-refund-issued', n.refundIssued),
    notify(PaymentEvents.subscriptionInvoicePaid, 'notification-subscription-invoice-paid', n.subscriptionInvoicePaid),
    notify(PaymentEvents.subscriptionPaymentFailed, 'notification-subscription-payment-failed', n.subscriptionPaymentFailed),
    notify(PaymentEvents.subscriptionEnded, 'notification-subscription-ended', n.subscriptionEnded),
    // content: a message to support is confirmed to the address it gave
    consume(ContentEvents.contactReceived, { durable: 'notification-contact-received' }, (tx, m) => confirmContactMessage(deps, tx, m)),
    // ... and an admin's answer to it is e-mailed there
    consume(ContentEvents.contactReplied, { durable: 'notification-contact-replied' }, (_tx, m) => sendContactReply(deps, m)),
  ]);
}

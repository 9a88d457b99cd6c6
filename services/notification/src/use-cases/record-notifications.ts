import { realtimeDelivery, type Transaction } from '@helpwire/service-kit';
import { composeNotification } from '../domain/compose-notification';
import { planDeliveries } from '../domain/delivery-plan';
import type { NotificationFor } from '../domain/notification-facts';
import { insertDeliveries } from '../store/delivery-store';
import { insertNotification, lockAccountNotifications } from '../store/notification-store';
import { pushSubscriptionsOf } from '../store/push-subscription-store';
import { recipientSettings } from '../store/recipient-store';
import type { NotificationRow } from '../store/schema';
import type { NotificationDeps } from './deps';
import { notificationJson } from './notification-message';
import { deliverInAppNotification } from '../events/realtime-notifications';

/** One notice to record, and where its e-mail goes when not to the account's address (a changed e-mail: the previous one). */
export interface Notice extends NotificationFor {
  emailTo?: string;
}

/** The event the notices come from: its id (one notification per event and account) and when it happened. */
export interface SourceEvent {
  eventId: string;
  occurredAt?: Date | undefined;
}

/**
 * Turns one event into its notifications, inside the consumer's transaction (decision 0033): for each
 * recipient the notification in every language (theirs first), the realtime `in-app-notification`
 * with their exact unread count, and the deliveries their preferences ask for. An event that already
 * gave a recipient a notification gives nothing more (unique source event and account). A
 * notification is dated when its fact happened (the event's time), so facts handled side by side
 * still list in the order they happened.
 */
export async function recordNotifications(
  tx: Transaction,
  deps: Pick<NotificationDeps, 'channels' | 'now'>,
  source: SourceEvent,
  notices: Notice[],
): Promise<NotificationRow[]> {
  const stored: NotificationRow[] = [];
  // One account at a time, in a fixed order (two events naming the same two accounts cannot deadlock).
  const ordered = [...notices].sort((a, b) => a.accountId.localeCompare(b.accountId));
  const accounts = new Set(ordered.map((n) => n.accountId));
  // One account (the usual event): its lock comes with the recipient's settings, in one statement.
  if (accounts.size > 1) for (const accountId of accounts) await lockAccountNotifications(tx, accountId);
  for (const notice of ordered) {
    const recipient = await recipientSettings(tx, notice.accountId, { lock: accounts.size === 1 });
    const composed = composeNotification(notice.fact, recipient.language);
    const inserted = await insertNotification(
      tx,
      { accountId: notice.accountId, kind: composed.kind, translations: composed.translations, link: composed.link ?? null, sourceEventId: source.eventId },
      source.occurredAt,
    );
    if (!inserted) continue;
    const { row, unread } = inserted;
    await deliverInAppNotification(
      tx,
      realtimeDelivery('in-app-notification', { notification: notificationJson(row), unread }, { accountIds: [notice.accountId] }),
    );
    const email = notice.emailTo ?? recipient.email;
    const planned = planDeliveries({
      kind: row.kind,
      preferences: recipient.preferences,
      channels: deps.channels,
      emails: email ? [email] : [],
      phone: recipient.phone,
      pushEndpoints: deps.channels.has('push') ? (await pushSubscriptionsOf(tx, notice.accountId)).map((s) => s.endpoint) : [],
    });
    await insertDeliveries(
      tx,
      planned.map((d) => ({ notificationId: row.id, ...d })),
      deps.now(),
    );
    stored.push(row);
  }
  return stored;
}

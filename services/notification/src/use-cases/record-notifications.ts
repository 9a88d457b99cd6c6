import { RealtimeDeliveries, emit, realtimeDelivery, type Transaction } from '@helpwire/service-kit';
import { composeNotification } from '../domain/compose-notification';
import { planDeliveries } from '../domain/delivery-plan';
import type { NotificationFor } from '../domain/notification-facts';
import { insertDeliveries } from '../store/delivery-store';
import { insertNotification, unreadCountOf } from '../store/notification-store';
import { preferencesOf } from '../store/preference-store';
import { pushSubscriptionsOf } from '../store/push-subscription-store';
import { findRecipient } from '../store/recipient-store';
import type { NotificationRow } from '../store/schema';
import type { NotificationDeps } from './deps';
import { notificationJson } from './notification-message';

/** One notice to record, and where its e-mail goes when not to the account's address (a changed e-mail: the previous one). */
export interface Notice extends NotificationFor {
  emailTo?: string;
}

/**
 * Turns one event into its notifications, inside the consumer's transaction (decision 0033): for each
 * recipient the notification in every language (theirs first), the realtime `in-app-notification`
 * with their exact unread count, and the deliveries their preferences ask for. An event that already
 * gave a recipient a notification gives nothing more (unique source event and account).
 */
export async function recordNotifications(tx: Transaction, deps: Pick<NotificationDeps, 'channels' | 'now'>, sourceEventId: string, notices: Notice[]): Promise<NotificationRow[]> {
  const stored: NotificationRow[] = [];
  for (const notice of notices) {
    const recipient = await findRecipient(tx, notice.accountId);
    const composed = composeNotification(notice.fact, recipient?.language ?? 'en');
    const row = await insertNotification(tx, { accountId: notice.accountId, kind: composed.kind, translations: composed.translations, link: composed.link ?? null, sourceEventId });
    if (!row) continue;
    const unread = await unreadCountOf(tx, notice.accountId);
    await emit(tx, RealtimeDeliveries.notification, realtimeDelivery('in-app-notification', { notification: notificationJson(row), unread }, { accountIds: [notice.accountId] }));
    const email = notice.emailTo ?? recipient?.email;
    const planned = planDeliveries({
      kind: row.kind,
      preferences: await preferencesOf(tx, notice.accountId),
      channels: deps.channels,
      emails: email ? [email] : [],
      phone: recipient?.phone,
      pushEndpoints: deps.channels.has('push') ? (await pushSubscriptionsOf(tx, notice.accountId)).map((s) => s.endpoint) : [],
    });
    await insertDeliveries(tx, planned.map((d) => ({ notificationId: row.id, ...d })), deps.now());
    stored.push(row);
  }
  return stored;
}

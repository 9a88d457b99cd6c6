import { realtimeDelivery, type Transaction } from '@helpwire/service-kit';
import { composeNotification } from '../domain/compose-notification';
import { planDeliveries } from '../domain/delivery-plan';
import type { NotificationFor } from '../domain/notification-facts';
import { insertDeliveries } from '../store/delivery-store';
import { insertNotifications } from '../store/notification-store';
import { pushSubscriptionsOfAccounts } from '../store/push-subscription-store';
import { lockedRecipientSettings } from '../store/recipient-store';
import type { NotificationRow } from '../store/schema';
import type { NotificationDeps } from './deps';
import { notificationJson } from './notification-message';
import { deliverInAppNotifications } from '../events/realtime-notifications';

/** One notice to record, and where its e-mail goes when not to the account's address (a changed e-mail: the previous one). */
export interface Notice extends NotificationFor {
  emailTo?: string;
}

/** The event the notices come from: its id (one notification per event and account) and when it happened. */
export interface SourceEvent {
  eventId: string;
  occurredAt?: Date | undefined;
}

/** One event's notices, as a batch carries them. */
export interface EventNotices {
  source: SourceEvent;
  notices: Notice[];
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
  return recordNotificationBatch(tx, deps, [{ source, notices }]);
}

/**
 * recordNotifications for a batch of events in one transaction, in a fixed number of statements
 * whatever its size (decision 0087): every recipient's lock with their settings, the notifications,
 * their push subscriptions, the in-app deliveries and the planned deliveries, each one statement.
 * An account's notifications are stored, counted and delivered in the order of the batch (an
 * event's own recipients in account order), so its unread counts go 1, 2, … in that order.
 */
export async function recordNotificationBatch(
  tx: Transaction,
  deps: Pick<NotificationDeps, 'channels' | 'now'>,
  events: readonly EventNotices[],
): Promise<NotificationRow[]> {
  // Each event's recipients in account order; the accounts locked in one fixed order (no deadlock with another batch).
  const planned = events.flatMap(({ source, notices }) =>
    [...notices].sort((a, b) => a.accountId.localeCompare(b.accountId)).map((notice) => ({ source, notice })),
  );
  if (planned.length === 0) return [];
  const accountIds = [...new Set(planned.map(({ notice }) => notice.accountId))].sort((a, b) => a.localeCompare(b));
  const settings = await lockedRecipientSettings(tx, accountIds);
  const settingsOf = (accountId: string) => settings.get(accountId)!;
  const toStore = planned.map(({ source, notice }) => {
    const composed = composeNotification(notice.fact, settingsOf(notice.accountId).language);
    return {
      accountId: notice.accountId,
      kind: composed.kind,
      translations: composed.translations,
      link: composed.link ?? null,
      sourceEventId: source.eventId,
      at: source.occurredAt,
    };
  });
  const inserted = new Map((await insertNotifications(tx, toStore)).map((answer) => [`${answer.row.sourceEventId}\n${answer.row.accountId}`, answer]));
  const storedBefore = new Map<string, number>();
  const stored: { row: NotificationRow; unread: number; notice: Notice }[] = [];
  for (const { source, notice } of planned) {
    const key = `${source.eventId}\n${notice.accountId}`;
    const answer = inserted.get(key);
    if (!answer) continue;
    inserted.delete(key);
    const before = storedBefore.get(notice.accountId) ?? 0;
    storedBefore.set(notice.accountId, before + 1);
    stored.push({ row: answer.row, unread: answer.unreadBefore + before + 1, notice });
  }
  if (stored.length === 0) return [];
  await deliverInAppNotifications(
    tx,
    stored.map(({ row, unread }) => realtimeDelivery('in-app-notification', { notification: notificationJson(row), unread }, { accountIds: [row.accountId] })),
  );
  const endpoints = new Map<string, string[]>();
  if (deps.channels.has('push'))
    for (const subscription of await pushSubscriptionsOfAccounts(tx, [...new Set(stored.map(({ row }) => row.accountId))]))
      endpoints.set(subscription.accountId, [...(endpoints.get(subscription.accountId) ?? []), subscription.endpoint]);
  const at = deps.now();
  await insertDeliveries(
    tx,
    stored.flatMap(({ row, notice }) => {
      const recipient = settingsOf(row.accountId);
      const email = notice.emailTo ?? recipient.email;
      return planDeliveries({
        kind: row.kind,
        preferences: recipient.preferences,
        channels: deps.channels,
        emails: email ? [email] : [],
        phone: recipient.phone,
        pushEndpoints: endpoints.get(row.accountId) ?? [],
      }).map((d) => ({ notificationId: row.id, ...d }));
    }),
    at,
  );
  return stored.map(({ row }) => row);
}

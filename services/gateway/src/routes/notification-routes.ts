import { NotificationTexts, routes, type Notification } from '@helpwire/contracts';
import { notificationNames, type notification } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';

export interface NotificationRouteDeps {
  notifications: PromiseClient<notification.NotificationServiceClient>;
  deadlineMs: number;
}

/** A notification as the REST API answers it (spec §3 Notification). */
export function notificationJson(n: notification.Notification | undefined): Notification {
  return {
    id: n!.id,
    read: n!.read,
    createdAt: n!.createdAt!.toISOString(),
    kind: notificationNames.notificationKindNames.nameOf(n!.kind),
    translations: n!.translations.map((t) => ({ language: t.language, title: t.title, body: t.body })),
    identify: n!.link ? { link: n!.link } : {},
  };
}

/**
 * Spec §7 "Notifications" (and mark all, the unread count and web push): every route acts for the
 * signed-in caller, whose own notifications only the notification service answers.
 */
export function notificationRoutes({ notifications: client, deadlineMs }: NotificationRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  const markRead = async (id: string, identity: Identity) => {
    const { notification: marked } = await client.markRead({ id }, { identity, ...call });
    return { data: notificationJson(marked), message: NotificationTexts.marked };
  };
  return [
    defineRoute(routes.notifications.getAllNotifications, {
      tag: 'Notifications',
      summary: "The caller's notifications, paged (sortBy desc and sortByField createdAt by default, limit 20, page from 1)",
      handler: async ({ query, identity }) => {
        const answer = await client.listNotifications(
          {
            page: query.page,
            limit: query.limit,
            sortOrder: notificationNames.sortOrderNames.parse(query.sortBy),
            sortField: notificationNames.sortFieldNames.parse(query.sortByField),
          },
          { identity, ...call },
        );
        return { data: answer.notifications.map(notificationJson), meta: { currentPage: answer.currentPage, lastPage: answer.lastPage, total: answer.total } };
      },
    }),
    defineRoute(routes.notifications.updateNotification, {
      tag: 'Notifications',
      summary: 'Marks one of the caller\'s notifications read (empty body); "Notification not found" for any other',
      handler: async ({ params, identity }) => markRead(params.id!, identity),
    }),
    defineRoute(routes.notifications.updateNotificationById, {
      tag: 'Notifications',
      summary: 'The same as spec §7 writes it: the id in the query (?id=), an empty body',
      handler: async ({ query, identity }) => markRead(query.id, identity),
    }),
    defineRoute(routes.notifications.markAllRead, {
      tag: 'Notifications',
      summary: 'Marks every unread notification of the caller read; answers how many changed',
      handler: async ({ identity }) => ({ data: await client.markAllRead({}, { identity, ...call }), message: NotificationTexts.allMarked }),
    }),
    defineRoute(routes.notifications.unreadCount, {
      tag: 'Notifications',
      summary: "The exact number of the caller's unread notifications",
      handler: async ({ identity }) => ({ data: await client.countUnread({}, { identity, ...call }) }),
    }),
    defineRoute(routes.notifications.getPreference, {
      tag: 'Notifications',
      summary: "The caller's push, e-mail and SMS switches (all on until changed)",
      handler: async ({ identity }) => ({ data: (await client.getPreferences({}, { identity, ...call })).preferences! }),
    }),
    defineRoute(routes.notifications.updatePreference, {
      tag: 'Notifications',
      summary: 'Changes the switches given; security notices still go by e-mail',
      handler: async ({ body, identity }) => ({
        data: (await client.updatePreferences({ push: body.push, email: body.email, sms: body.sms }, { identity, ...call })).preferences!,
        message: NotificationTexts.preferencesUpdated,
      }),
    }),
    defineRoute(routes.notifications.pushPublicKey, {
      tag: 'Notifications',
      summary: 'The VAPID public key browsers subscribe with (null when web push is not configured)',
      handler: async ({ identity }) => ({ data: { publicKey: (await client.getPushPublicKey({}, { identity, ...call })).publicKey ?? null } }),
    }),
    defineRoute(routes.notifications.pushSubscribe, {
      tag: 'Notifications',
      summary: "Saves this browser's push subscription for the caller (idempotent by endpoint)",
      handler: async ({ body, identity }) => {
        const expirationTime = typeof body.expirationTime === 'number' ? new Date(body.expirationTime) : undefined;
        const saved = await client.subscribePush(
          {
            endpoint: body.endpoint,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            expirationTime,
            platform: notificationNames.platformNames.toProto(body.platform),
          },
          { identity, ...call },
        );
        return { data: saved, message: NotificationTexts.subscriptionSaved };
      },
    }),
    defineRoute(routes.notifications.pushUnsubscribe, {
      tag: 'Notifications',
      summary: "Removes this browser's push subscription of the caller",
      handler: async ({ body, identity }) => ({
        data: await client.unsubscribePush({ endpoint: body.endpoint }, { identity, ...call }),
        message: NotificationTexts.subscriptionRemoved,
      }),
    }),
  ];
}

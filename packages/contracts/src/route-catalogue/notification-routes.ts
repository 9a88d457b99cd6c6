import {
  markAllReadSchema,
  notificationIdParams,
  notificationListQuery,
  notificationListSchema,
  notificationPreferencesBody,
  notificationPreferencesSchema,
  notificationSchema,
  pushPublicKeySchema,
  pushSubscriptionBody,
  pushSubscriptionSchema,
  pushUnsubscribeBody,
  unreadCountSchema,
} from '../notification';
import { routePaths } from './all-route-paths';
import { route, type RouteAreas } from './route-contract';

/** The bell, notification preferences and web push. */
export const notificationRoutes = {
  notifications: {
    /** The caller's own notifications, newest first by default (sortBy desc, sortByField createdAt, limit 20, page from 1). */
    getAllNotifications: route(routePaths.notifications.getAllNotifications, {
      auth: 'required',
      query: notificationListQuery,
      response: notificationListSchema,
      paged: true,
    }),
    /** Marks one of the caller's own notifications read (empty body; idempotent); answers it. */
    updateNotification: route(routePaths.notifications.updateNotification, { auth: 'required', params: notificationIdParams, response: notificationSchema }),
    /** The same, as spec §7 says it: `PUT /notifications/updateNotification?id=…` with an empty body. */
    updateNotificationById: route(routePaths.notifications.updateNotificationById, {
      auth: 'required',
      query: notificationIdParams,
      response: notificationSchema,
    }),
    /** Marks every unread notification of the caller read; answers how many changed. */
    markAllRead: route(routePaths.notifications.markAllRead, { auth: 'required', response: markAllReadSchema }),
    /** The exact number of the caller's unread notifications. */
    unreadCount: route(routePaths.notifications.unreadCount, { auth: 'required', response: unreadCountSchema }),
    /** The caller's channel switches (all on until changed). */
    getPreference: route(routePaths.notifications.getPreference, { auth: 'required', response: notificationPreferencesSchema }),
    /** Changes the switches given; answers all three. Security notices still go by e-mail. */
    updatePreference: route(routePaths.notifications.updatePreference, {
      auth: 'required',
      body: notificationPreferencesBody,
      response: notificationPreferencesSchema,
    }),
    /** The VAPID public key browsers subscribe with. */
    pushPublicKey: route(routePaths.notifications.pushPublicKey, { auth: 'required', response: pushPublicKeySchema }),
    /** Saves this browser's push subscription for the caller (idempotent by endpoint). */
    pushSubscribe: route(routePaths.notifications.pushSubscribe, {
      auth: 'required',
      body: pushSubscriptionBody,
      response: pushSubscriptionSchema,
      successStatus: 201,
    }),
    /** Removes this browser's push subscription of the caller. */
    pushUnsubscribe: route(routePaths.notifications.pushUnsubscribe, { auth: 'required', body: pushUnsubscribeBody, response: pushSubscriptionSchema }),
  },
} as const satisfies RouteAreas<'notifications'>;

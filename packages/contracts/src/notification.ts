/**
 * Notifications (issue 14; spec §2 bell and notification pages, §3 Notification, page response and
 * preferences, §4 notification rules, §7 /notifications/*, §8 texts, §9 constants). The notification
 * service stores one notification per fact with its translations; the gateway serves these routes,
 * and the realtime channel tells the owner's sessions at once (`in-app-notification`).
 */
import { z } from 'zod';
import { ValidationTexts } from './messages';
import { NOTIFICATION_KINDS, NotificationTexts } from './notification-constants';
import { pageQuery } from './paging';
import { platformSchema } from './platform';

export * from './notification-constants';

// ---------------------------------------------------------------------------------------------------------
// Shapes (spec §3)

export const notificationTranslationSchema = z.object({
  language: z.string(),
  title: z.string(),
  /** May hold HTML, sanitised on the server (sanitize-html) and again in the browser (DOMPurify). */
  body: z.string(),
});
export type NotificationTranslation = z.infer<typeof notificationTranslationSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** At least en and ar; the account's language first. */
  translations: z.array(notificationTranslationSchema),
  /** The route the click opens, when there is one (e.g. "/transaction-history"). */
  identify: z.object({ link: z.string().optional() }),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/getAllNotifications: the answer's `data` (with `meta {currentPage, lastPage, total}`). */
export const notificationListSchema = z.array(notificationSchema);

export const notificationListQuery = pageQuery.extend({
  sortBy: z.enum(['asc', 'desc'], { error: NotificationTexts.sortByInvalid }).optional(),
  sortByField: z.enum(['createdAt'], { error: NotificationTexts.sortByFieldInvalid }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** PUT /notifications/updateNotification/:id (empty body): marks one of the caller's own as read. */
export const notificationIdParams = z.object({ id: z.uuid({ error: ValidationTexts.invalidId }) });

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export const markAllReadSchema = z.object({ updated: z.number().int().min(0) });

/** Spec §3: push, email and SMS switches. */
export const notificationPreferencesSchema = z.object({ push: z.boolean(), email: z.boolean(), sms: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesBody = notificationPreferencesSchema
  .partial()
  .refine((body) => body.push !== undefined || body.email !== undefined || body.sms !== undefined, { message: NotificationTexts.preferenceRequired });

/** The latest a subscription's expirationTime may be (ms since the epoch, 1 January 2100): any later is not a real one. */
export const PUSH_EXPIRATION_MAX_MS = Date.UTC(2100, 0, 1);

/**
 * A browser's PushSubscription.toJSON(), as `web-push` sends to it, and the client's platform
 * (spec §3/§9: WEB; absent means WEB, as clients from before the field sent none).
 */
export const pushSubscriptionBody = z.object({
  platform: platformSchema,
  endpoint: z.url({ error: NotificationTexts.subscriptionInvalid }).max(2_000, NotificationTexts.subscriptionInvalid),
  expirationTime: z
    .number({ error: NotificationTexts.subscriptionInvalid })
    .min(0, NotificationTexts.subscriptionInvalid)
    .max(PUSH_EXPIRATION_MAX_MS, NotificationTexts.subscriptionInvalid)
    .nullable()
    .optional(),
  keys: z.object({
    p256dh: z
      .string({ error: NotificationTexts.subscriptionInvalid })
      .min(1, NotificationTexts.subscriptionInvalid)
      .max(200, NotificationTexts.subscriptionInvalid),
    auth: z
      .string({ error: NotificationTexts.subscriptionInvalid })
      .min(1, NotificationTexts.subscriptionInvalid)
      .max(100, NotificationTexts.subscriptionInvalid),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushUnsubscribeBody = z.object({
  endpoint: z.url({ error: NotificationTexts.subscriptionInvalid }).max(2_000, NotificationTexts.subscriptionInvalid),
});
export const pushSubscriptionSchema = z.object({ endpoint: z.string(), active: z.boolean() });
/** The VAPID public key the browser subscribes with (null when push is not configured). */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });

/** The realtime `in-app-notification` payload: the new notification itself and the exact unread count. */
export const inAppNotificationSchema = z.object({ notification: notificationSchema, unread: z.number().int().min(0) });
export type InAppNotification = z.infer<typeof inAppNotificationSchema>;

/**
 * Notifications (issue 14; spec §2 bell and notification pages, §3 Notification, page response and
 * preferences, §4 notification rules, §7 /notifications/*, §8 texts, §9 constants). The notification
 * service stores one notification per fact with its translations; the gateway serves these routes,
 * and the realtime channel tells the owner's sessions at once (`in-app-notification`).
 */
import { z } from 'zod';
import { ValidationTexts } from './messages';
import { pageQuery } from './paging';

// ---------------------------------------------------------------------------------------------------------
// Constants (spec §9)

/** The bell's page size (spec §7: "bell uses 10"); the pages' default is 20. */
export const NOTIFICATION_BELL_PAGE_SIZE = 10;
export const NOTIFICATION_DEFAULT_PAGE_SIZE = 20;
/** How long the web keeps a fetched list fresh. */
export const NOTIFICATION_STALE_TIME_MS = 270_000;
/** "New Notification Recieved" shows this long. */
export const NOTIFICATION_TOAST_MS = 5_000;
/** The bell's list is at most this tall; the next page loads within this many pixels of its bottom. */
export const NOTIFICATION_BELL_MAX_HEIGHT_PX = 420;
export const NOTIFICATION_SCROLL_THRESHOLD_PX = 10;
export const NOTIFICATION_TITLE_MAX_CHARS = 200;
export const NOTIFICATION_BODY_MAX_CHARS = 4_000;

/** The channels a person can switch (in-app always delivers). */
export const NOTIFICATION_CHANNELS = ['push', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What a notification is about. SECURITY notices (e-mail or password changed, a new sign-in) are sent
 * by e-mail even when e-mail is switched off: they cannot be switched off.
 */
export const NOTIFICATION_KINDS = [
  'HELPER_VERIFIED',
  'HELPER_REJECTED',
  'CALL_MISSED',
  'CALL_ACCEPTED',
  'CALL_DECLINED',
  'CALL_CHARGED',
  'REVIEW_RECEIVED',
  'RECORDING_READY',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'DISPUTE_OPENED',
  'DISPUTE_RESOLVED',
  'REFUND_ISSUED',
  'EARNINGS_AVAILABLE',
  'CHARGE_FAILED',
  'EMAIL_CHANGED',
  'PASSWORD_CHANGED',
  'NEW_SIGN_IN',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const SECURITY_NOTIFICATION_KINDS: readonly NotificationKind[] = ['EMAIL_CHANGED', 'PASSWORD_CHANGED', 'NEW_SIGN_IN'];

// ---------------------------------------------------------------------------------------------------------
// Texts: those the spec quotes are verbatim (typos included).

export const NotificationTexts = {
  /** Spec §8. */
  loading: 'Loading...',
  loadingMore: 'Loading more...',
  empty: 'No notifications Available',
  /** Spec §4, spelled as the spec spells it. */
  newReceived: 'New Notification Recieved',
  /** Spec §8 success toast. */
  preferencesUpdated: 'notifications updated',
  // ours
  viewAll: 'View All',
  notFound: 'Notification not found',
  marked: 'Notification marked as read',
  allMarked: 'All notifications marked as read',
  sortByInvalid: 'sortBy must be asc or desc',
  sortByFieldInvalid: 'sortByField must be createdAt',
  preferenceRequired: 'Give at least one of push, email and sms as true or false',
  subscriptionInvalid: 'The push subscription is not valid',
  subscriptionSaved: 'Push notifications are on for this browser',
  subscriptionRemoved: 'Push notifications are off for this browser',
  pushNotConfigured: 'Push notifications are not available',
} as const;

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

/** A browser's PushSubscription.toJSON(), as `web-push` sends to it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ error: NotificationTexts.subscriptionInvalid }).max(2_000, NotificationTexts.subscriptionInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string({ error: NotificationTexts.subscriptionInvalid }).min(1, NotificationTexts.subscriptionInvalid).max(200, NotificationTexts.subscriptionInvalid),
    auth: z.string({ error: NotificationTexts.subscriptionInvalid }).min(1, NotificationTexts.subscriptionInvalid).max(100, NotificationTexts.subscriptionInvalid),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushUnsubscribeBody = z.object({ endpoint: z.url({ error: NotificationTexts.subscriptionInvalid }).max(2_000, NotificationTexts.subscriptionInvalid) });
export const pushSubscriptionSchema = z.object({ endpoint: z.string(), active: z.boolean() });
/** The VAPID public key the browser subscribes with (null when push is not configured). */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });

/** The realtime `in-app-notification` payload: the new notification itself and the exact unread count. */
export const inAppNotificationSchema = z.object({ notification: notificationSchema, unread: z.number().int().min(0) });
export type InAppNotification = z.infer<typeof inAppNotificationSchema>;

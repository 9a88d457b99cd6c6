/**
 * `@helpwire/contracts/notification-constants`: the notification constants and texts (spec §8, §9)
 * without zod, so the web's bell (loaded on every signed-in page) imports this file alone; the
 * shapes are in notification.ts, which re-exports everything here.
 */

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
  'ACCOUNT_WARNED',
  // storage subscriptions (decision 0085)
  'SUBSCRIPTION_INVOICE_PAID',
  'SUBSCRIPTION_PAYMENT_FAILED',
  'SUBSCRIPTION_ENDED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const SECURITY_NOTIFICATION_KINDS: readonly NotificationKind[] = ['EMAIL_CHANGED', 'PASSWORD_CHANGED', 'NEW_SIGN_IN'];
/** Notices that change the account's own record (its verification, its e-mail): the web reads the account again when one arrives. */
export const ACCOUNT_NOTIFICATION_KINDS: readonly NotificationKind[] = ['HELPER_VERIFIED', 'HELPER_REJECTED', 'EMAIL_CHANGED'];
/**
 * Notices about the account's standing (a warning; a paid plan's renewal declined, or the plan ended,
 * decision 0085): like security notices, sent by e-mail whatever the preferences say.
 */
export const STANDING_NOTIFICATION_KINDS: readonly NotificationKind[] = ['ACCOUNT_WARNED', 'SUBSCRIPTION_PAYMENT_FAILED', 'SUBSCRIPTION_ENDED'];

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
  pushServiceRefused: 'Push notifications can only go to a browser\u2019s push service',
  subscriptionTaken: 'This browser gets push notifications for another account. Turn them off there first.',
  subscriptionSaved: 'Push notifications are on for this browser',
  subscriptionRemoved: 'Push notifications are off for this browser',
  pushNotConfigured: 'Push notifications are not available',
} as const;

/** Reason codes of the notification service (issue 14; docs/decisions/0033-notifications.md). */
export const NOTIFICATION_ERROR_CODES = [
  /** The id is not one of the caller's notifications (another account's answers the same). */
  'NOTIFICATION_NOT_FOUND',
  /** The push subscription's endpoint or keys are not usable. */
  'NOTIFICATION_PUSH_SUBSCRIPTION_INVALID',
  /** Web push is not configured on this server (no VAPID keys). */
  'NOTIFICATION_PUSH_NOT_CONFIGURED',
] as const;

export type NotificationErrorReason = (typeof NOTIFICATION_ERROR_CODES)[number];

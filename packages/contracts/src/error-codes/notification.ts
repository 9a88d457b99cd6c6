/** Reason codes of the notification service (issue 14; docs/decisions/0033-notifications.md). */
export const NOTIFICATION_ERROR_CODES = [
  /** The id is not one of the caller's notifications (another account's answers the same). */
  'NOTIFICATION_NOT_FOUND',
  /** The push subscription's endpoint or keys are not usable. */
  'NOTIFICATION_PUSH_SUBSCRIPTION_INVALID',
  /** The endpoint is not a known browser push service's, or its name resolves to an address that is not public. */
  'NOTIFICATION_PUSH_ENDPOINT_REFUSED',
  /** Another account already has this browser's subscription (it stays theirs). */
  'NOTIFICATION_PUSH_SUBSCRIPTION_TAKEN',
  /** The subscription names a platform this server does not know (spec §3 Platform: WEB). */
  'NOTIFICATION_PUSH_PLATFORM_INVALID',
  /** Web push is not configured on this server (no VAPID keys). */
  'NOTIFICATION_PUSH_NOT_CONFIGURED',
] as const;

export type NotificationErrorReason = (typeof NOTIFICATION_ERROR_CODES)[number];

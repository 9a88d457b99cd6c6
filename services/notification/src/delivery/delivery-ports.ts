import type { Logger } from 'pino';
import type { NotificationConfig } from '../config';
import type { DeliverySenders } from '../use-cases/deliver-due';
import type { RetryPolicy } from './ports';

/**
 * The senders and the retry policy the delivery worker is given: `EmailSender` + `EmailRenderer`,
 * `SmsSender`, `PushSender` and a `RetryPolicy` (src/delivery/ports.ts). A channel without a sender
 * is never planned: its notices stay in-app.
 */
export interface DeliveryPorts {
  senders: DeliverySenders;
  retry: RetryPolicy;
}

/** No sender: in-app only (no e-mail, SMS or push is planned; the push key is null). */
export const inAppOnly: DeliveryPorts = { senders: {}, retry: () => null };

/**
 * The senders this process runs with, from its configuration. The one place the delivery branch
 * (issue 14: SMTP or the dev mailbox with the en/ar templates, Twilio, web-push with VAPID keys, the
 * backoff policy) plugs in: its merge makes this answer `{ senders: { email, sms, push }, retry }`
 * built from `config`. Until then this build has no sender, and notifications are in-app only.
 * `startNotificationService({ delivery })` overrides it (tests pass recording senders).
 */
export function configuredDeliveryPorts(_config: NotificationConfig, logger: Logger): DeliveryPorts {
  logger.info('notification delivery: in-app only (no e-mail, SMS or push sender in this build)');
  return inAppOnly;
}

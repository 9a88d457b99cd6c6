import type { DeliverySenders } from '../use-cases/deliver-due';
import type { RetryPolicy } from './ports';

/**
 * The senders and the retry policy the delivery worker is given. The production ones (SMTP or the
 * dev mailbox, Twilio, web push with VAPID keys, the backoff policy) come from the delivery branch
 * (issue 14): the merge passes them to `startNotificationService({ delivery })` in the launcher and
 * `main.ts`. Without them, no e-mail, SMS or push is planned and in-app notifications work alone.
 */
export interface DeliveryPorts {
  senders: DeliverySenders;
  retry: RetryPolicy;
}

/** No sender: nothing but in-app (the state until the production senders are wired). */
export const inAppOnly: DeliveryPorts = { senders: {}, retry: () => null };

import type { DevMailbox } from '@helpwire/service-kit';
import type { Logger } from 'pino';
import type { NotificationConfig } from '../config';
import type { DeliverySenders } from '../use-cases/deliver-due';
import { channelSendersFrom } from '../adapters/delivery/channel-senders';
import { renderNotificationEmail } from '../adapters/delivery/email-templates';
import type { RetryPolicy } from './delivery-senders';
import { deliveryRetryPolicy } from '../adapters/delivery/retry-policy';
import { vapidKeyFile, vapidKeysFrom } from '../adapters/delivery/vapid-keys';
import type { PushEndpointGuard } from '../adapters/delivery/push-endpoint-guard';
import { WebPushSender } from '../adapters/delivery/web-push-sender';

/**
 * The senders and the retry policy the delivery worker is given: `EmailSender` + `EmailRenderer`,
 * `SmsSender`, `PushSender` and a `RetryPolicy` (src/ports/delivery-senders.ts). A channel without a sender
 * is never planned: its notices stay in-app.
 */
export interface DeliveryPorts {
  senders: DeliverySenders;
  retry: RetryPolicy;
}

/**
 * The senders this process runs with, from its configuration: e-mail through SMTP_URL (or the dev
 * mailbox, all-in-one's shared one when given) with the en/ar templates, SMS through Twilio (or the
 * dev mailbox; none with SMTP but no Twilio), web push signed with the VAPID keys (from the
 * environment, or generated once under DATA_DIR outside production), retried by the backoff policy.
 * `startNotificationService({ delivery })` overrides it (tests pass recording senders).
 */
export function configuredDeliveryPorts(config: NotificationConfig, logger: Logger, mailbox?: DevMailbox, pushEndpoints?: PushEndpointGuard): DeliveryPorts {
  const { email, sms } = channelSendersFrom(config, logger, mailbox);
  const vapid = vapidKeysFrom(config, { keyFile: vapidKeyFile(config.DATA_DIR) });
  if (vapid.generated) logger.info('web push: VAPID keys generated once and kept under DATA_DIR (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY in production)');
  return {
    senders: { email: { sender: email, render: renderNotificationEmail }, sms, push: new WebPushSender(vapid, pushEndpoints ? { guard: pushEndpoints } : {}) },
    retry: deliveryRetryPolicy,
  };
}

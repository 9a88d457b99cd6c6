import type { NotificationChannel } from '@helpwire/contracts';
import type { Database } from '@helpwire/service-kit';
import type { Logger } from 'pino';
import { bodyText } from '../domain/sanitize-body';
import type { EmailRenderer, EmailSender, PushOptions, PushSender, RenderedNotification, RetryPolicy, SmsSender } from '../ports/delivery-senders';
import {
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliveriesSent,
  markDeliveryGone,
  scheduleDeliveryRetry,
  type ClaimedDelivery,
} from '../store/delivery-store';
import { deletePushSubscriptionByEndpoint, pushSubscriptionByEndpoint } from '../store/push-subscription-store';

/** The senders this process has; a channel without one is never planned (decision 0033). */
export interface DeliverySenders {
  email?: { sender: EmailSender; render: EmailRenderer };
  sms?: SmsSender;
  push?: PushSender;
}

export interface DeliveryDeps {
  db: Database;
  senders: DeliverySenders;
  retry: RetryPolicy;
  /** The web's origin, for links in e-mails and pushes. */
  appUrl: string;
  now: () => Date;
  logger: Logger;
}

/** The channels that have a sender. */
export function channelsOf(senders: DeliverySenders): Set<NotificationChannel> {
  return new Set((['email', 'sms', 'push'] as const).filter((channel) => senders[channel] !== undefined));
}

/** How long a claimed delivery is held before another worker may take it (a worker that died mid-send). */
export const DELIVERY_LEASE_MS = 60_000;
const SMS_MAX_CHARS = 320;
/** A call alert is worth nothing once the ring is over; other notices keep a day. */
const CALL_ALERT_PUSH: PushOptions = { ttlSeconds: 60, urgency: 'high' };
const NOTICE_PUSH: PushOptions = { ttlSeconds: 24 * 3600, urgency: 'normal' };

/** An error as stored and logged: no e-mail address or phone number in clear, at most 500 characters. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/[^\s@<>"']+@[^\s@<>"']+/g, '[email]')
    .replace(/\+?\d[\d\s-]{6,}\d/g, '[phone]')
    .slice(0, 500);
}

function renderedOf({ notification }: ClaimedDelivery): RenderedNotification {
  const text = notification.translations[0]!;
  return {
    notificationId: notification.id,
    kind: notification.kind,
    language: text.language,
    title: text.title,
    bodyHtml: text.body,
    link: notification.link ?? undefined,
  };
}

type Outcome = 'sent' | 'gone';

async function send(deps: DeliveryDeps, claimed: ClaimedDelivery): Promise<Outcome> {
  const { delivery } = claimed;
  const rendered = renderedOf(claimed);
  switch (delivery.channel) {
    case 'email': {
      const email = deps.senders.email;
      if (!email) throw new Error('no e-mail sender is configured');
      await email.sender.sendEmail(delivery.destination, email.render(rendered, deps.appUrl));
      return 'sent';
    }
    case 'sms': {
      if (!deps.senders.sms) throw new Error('no SMS sender is configured');
      await deps.senders.sms.sendSms(delivery.destination, `${rendered.title}: ${bodyText(rendered.bodyHtml)}`.slice(0, SMS_MAX_CHARS));
      return 'sent';
    }
    case 'push': {
      if (!deps.senders.push) throw new Error('no push sender is configured');
      const subscription = await pushSubscriptionByEndpoint(deps.db, delivery.destination);
      if (!subscription) return 'gone';
      const payload = JSON.stringify({
        notificationId: rendered.notificationId,
        kind: rendered.kind,
        title: rendered.title,
        body: bodyText(rendered.bodyHtml),
        url: rendered.link ? `${deps.appUrl}${rendered.link}` : deps.appUrl,
      });
      const result = await deps.senders.push.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        rendered.kind === 'CALL_MISSED' ? CALL_ALERT_PUSH : NOTICE_PUSH,
      );
      if (result === 'gone') await deletePushSubscriptionByEndpoint(deps.db, subscription.endpoint);
      return result;
    }
  }
}

/**
 * Sends one claimed delivery and records the attempt: gone, retried after the policy's delay, or
 * failed for good; answers true when it was sent (the round marks its sent ones in one statement).
 */
async function deliverOne(deps: DeliveryDeps, claimed: ClaimedDelivery): Promise<boolean> {
  const { delivery } = claimed;
  const log = { deliveryId: delivery.id, notificationId: delivery.notificationId, channel: delivery.channel, attempt: delivery.attempts };
  try {
    const outcome = await send(deps, claimed);
    if (outcome === 'sent') return true;
    await markDeliveryGone(deps.db, delivery.id, 'the push subscription no longer exists');
  } catch (error) {
    const reason = errorText(error);
    const delay = deps.retry(delivery.attempts + 1);
    if (delay === null) {
      await markDeliveryFailed(deps.db, delivery.id, reason);
      deps.logger.warn({ ...log, reason }, 'notification delivery failed for good');
    } else {
      await scheduleDeliveryRetry(deps.db, delivery.id, new Date(deps.now().getTime() + delay), reason);
      deps.logger.info({ ...log, reason, retryInMs: delay }, 'notification delivery failed; retrying later');
    }
  }
  return false;
}

/**
 * One round of the delivery worker: claims up to `limit` due deliveries and sends each through its
 * channel's port. A failure only touches its delivery row: the stored notification and its in-app
 * delivery never depend on it. Answers how many were attempted.
 */
export async function deliverDue(deps: DeliveryDeps, limit = 50): Promise<number> {
  const now = deps.now();
  const claimed = await claimDueDeliveries(deps.db, now, new Date(now.getTime() + DELIVERY_LEASE_MS), limit);
  const sent = await Promise.all(claimed.map((c) => deliverOne(deps, c)));
  await markDeliveriesSent(
    deps.db,
    claimed.filter((_, i) => sent[i]).map((c) => c.delivery.id),
    deps.now(),
  );
  return claimed.length;
}

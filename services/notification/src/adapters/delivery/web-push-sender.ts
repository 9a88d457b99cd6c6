import { Agent } from 'node:https';
import { sendNotification, WebPushError } from 'web-push';
import { PushEndpointGuard } from './push-endpoint-guard';
import type { PushOptions, PushResult, PushSender, StoredPushSubscription } from '../../ports/delivery-senders';
import type { VapidKeys } from './vapid-keys';

/**
 * The largest payload one aes128gcm record carries (RFC 8291: 4096-byte records, less the 86-byte
 * header, the 16-byte tag and the padding delimiter). Push services refuse more.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3993;

export interface WebPushSenderOptions {
  /** How long to wait for the push service. */
  timeoutMs?: number;
  /** Where pushes may go (the real push services at public addresses unless a test gives its own). */
  guard?: PushEndpointGuard;
  /** The certificate authority of a test's push service; the system's otherwise. */
  ca?: Buffer;
}

/** A push service's answer as an error that names neither the subscription's endpoint nor its keys. */
export class PushNotSentError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'PushNotSentError';
  }
}

/**
 * Web push with `web-push`: the payload encrypted for the subscription (aes128gcm, RFC 8291) and
 * signed for the push service with the VAPID keys (RFC 8292), with the TTL and urgency asked. A
 * subscription the push service no longer has (404, 410), or one that cannot be a push service's
 * (not https, not a known push service by name), is 'gone' and nothing connects; a name that resolves
 * to an address that is not public throws before any connection (the agent resolves through the
 * guard); any other failure throws for the worker to retry.
 */
export class WebPushSender implements PushSender {
  readonly publicKey: string;
  private readonly guard: PushEndpointGuard;
  private readonly agent: Agent;

  constructor(
    private readonly keys: VapidKeys,
    private readonly options: WebPushSenderOptions = {},
  ) {
    this.publicKey = keys.publicKey;
    this.guard = options.guard ?? new PushEndpointGuard();
    this.agent = new Agent({ lookup: this.guard.lookup, ...(options.ca ? { ca: options.ca } : {}) });
  }

  async send(subscription: StoredPushSubscription, payload: string, options: PushOptions): Promise<PushResult> {
    if (!this.guard.namesPushService(subscription.endpoint)) return 'gone';
    if (Buffer.byteLength(payload) > PUSH_PAYLOAD_MAX_BYTES)
      throw new PushNotSentError(`push not sent: the payload is ${Buffer.byteLength(payload)} bytes, more than ${PUSH_PAYLOAD_MAX_BYTES}`);
    try {
      await sendNotification(subscription, payload, {
        vapidDetails: { subject: this.keys.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
        timeout: this.options.timeoutMs ?? 10_000,
        agent: this.agent,
      });
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError) {
        if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
        throw new PushNotSentError(`push not sent: the push service answered ${error.statusCode}`, error.statusCode);
      }
      throw new PushNotSentError(`push not sent: ${(error as Error).message}`);
    }
  }
}

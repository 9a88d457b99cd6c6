import type {
  EmailRenderer,
  EmailSender,
  PushOptions,
  PushResult,
  PushSender,
  RenderedEmail,
  RetryPolicy,
  SmsSender,
  StoredPushSubscription,
} from '../src/ports/delivery-senders';

/**
 * In-process senders for the notification service's tests: each records what it was asked to send
 * (what a mailbox, a phone or a browser would receive), and can be told to fail or to answer 'gone'.
 * The production senders (SMTP or the dev mailbox, Twilio, web-push) live behind the same ports.
 */
export class RecordingEmailSender implements EmailSender {
  readonly sent: { to: string; email: RenderedEmail }[] = [];
  /** Failures still to answer before the next send succeeds. */
  failNext = 0;

  async sendEmail(to: string, email: RenderedEmail): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error(`SMTP 451 temporary failure for ${to}`);
    }
    this.sent.push({ to, email });
  }
}

export class RecordingSmsSender implements SmsSender {
  readonly sent: { to: string; text: string }[] = [];

  async sendSms(to: string, text: string): Promise<void> {
    this.sent.push({ to, text });
  }
}

export class RecordingPushSender implements PushSender {
  readonly publicKey = 'BTestVapidPublicKeyForTheNotificationServiceTests0123456789';
  readonly sent: { subscription: StoredPushSubscription; payload: Record<string, unknown>; options: PushOptions }[] = [];
  /** Endpoints the push service no longer knows (it answers 410). */
  readonly gone = new Set<string>();

  async send(subscription: StoredPushSubscription, payload: string, options: PushOptions): Promise<PushResult> {
    if (this.gone.has(subscription.endpoint)) return 'gone';
    this.sent.push({ subscription, payload: JSON.parse(payload) as Record<string, unknown>, options });
    return 'sent';
  }
}

/** A plain renderer: the subject is the title, the HTML the body in a page of the language's direction. */
export const simpleEmailRenderer: EmailRenderer = (n, appUrl) => ({
  subject: n.title,
  html: `<html dir="${n.language === 'ar' ? 'rtl' : 'ltr'}" lang="${n.language}"><body><h1>${n.title}</h1>${n.bodyHtml}${n.link ? `<a href="${appUrl}${n.link}">${appUrl}${n.link}</a>` : ''}</body></html>`,
  text: `${n.title}\n${n.bodyHtml.replace(/<[^>]+>/g, '')}`,
});

/** Retries after 1 s, 2 s, 4 s, then gives up (attempt 5 is not made). */
export const testRetryPolicy: RetryPolicy = (attempt) => (attempt <= 4 ? 1000 * 2 ** (attempt - 2) : null);

export interface RecordingSenders {
  email: RecordingEmailSender;
  sms: RecordingSmsSender;
  push: RecordingPushSender;
}

export function recordingSenders(): RecordingSenders {
  return { email: new RecordingEmailSender(), sms: new RecordingSmsSender(), push: new RecordingPushSender() };
}

/** The ports the delivery worker takes, built on recording senders. */
export function deliveryPortsOf(s: RecordingSenders) {
  return { senders: { email: { sender: s.email, render: simpleEmailRenderer }, sms: s.sms, push: s.push }, retry: testRetryPolicy };
}

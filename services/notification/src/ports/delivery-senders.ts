/**
 * The seams between the notification service's delivery worker (which decides what goes out, records
 * every attempt and retries with backoff) and the senders that talk to the outside world (SMTP or the
 * dev mailbox, Twilio, web push). The worker knows only these types; each sender has its own file.
 */
import type { NotificationKind } from '@helpwire/contracts';

/** One rendered notification, in the recipient's language. */
export interface RenderedNotification {
  notificationId: string;
  kind: NotificationKind;
  /** 'en' | 'ar' | … : the template's language and direction follow it. */
  language: string;
  title: string;
  /** Sanitised HTML (sanitize-html); senders that need text derive it. */
  bodyHtml: string;
  /** An app route such as "/transaction-history", when the notification has one. */
  link?: string;
}

/** Why an e-mail came, said in its footer: a notification, a security notice, a notice about the account's standing, a message to support. */
export type EmailReason = 'notice' | 'security' | 'standing' | 'contact';

/** What an e-mail says: the title, the sanitised body HTML, where its button goes and why it came. */
export interface EmailContent {
  language: string;
  title: string;
  bodyHtml: string;
  link?: string | undefined;
  reason: EmailReason;
}

/** An e-mail built from a notification: subject, HTML (dir="rtl" for Arabic) and plain text. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Builds the e-mail of a notification; `appUrl` is the web's origin, for the link and the footer. */
export type EmailRenderer = (notification: RenderedNotification, appUrl: string) => RenderedEmail;

/** Builds an e-mail that is not a notification's (the confirmation of a message to support). */
export type EmailComposer = (content: EmailContent, appUrl: string) => RenderedEmail;

export interface EmailSender {
  sendEmail(to: string, email: RenderedEmail): Promise<void>;
}

export interface SmsSender {
  sendSms(to: string, text: string): Promise<void>;
}

/** A browser's push subscription as stored (PushSubscription.toJSON()). */
export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered message: short for call alerts. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * 'sent': the push service took it. 'gone': the subscription no longer exists (404 or 410) and must
 * be removed. Any other failure throws, and the worker retries it.
 */
export type PushResult = 'sent' | 'gone';

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  send(subscription: StoredPushSubscription, payload: string, options: PushOptions): Promise<PushResult>;
}

/** The delay before attempt `attempt` (2, 3, …) of a failed delivery; null when it is given up. */
export type RetryPolicy = (attempt: number) => number | null;

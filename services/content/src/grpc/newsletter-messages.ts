import type { content } from '@helpwire/proto';
import type { NewsletterRow } from '../store/newsletter-writes';

/** A subscriber as the console reads it. */
export function toNewsletterSubscriberMessage(row: NewsletterRow): content.NewsletterSubscriber {
  return { email: row.email, language: row.language, subscribedAt: row.subscribedAt, unsubscribedAt: row.unsubscribedAt ?? undefined };
}

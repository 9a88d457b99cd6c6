import type { Database, PageWindow } from '@helpwire/service-kit';
import { asc, count, desc, isNotNull, isNull } from 'drizzle-orm';
import { newsletterSubscribers } from './schema';
import type { NewsletterRow } from './newsletter-writes';

/** At most this many addresses in one export (a mailing tool imports them in one file). */
export const NEWSLETTER_EXPORT_LIMIT = 100_000;

const subscribedNow = isNull(newsletterSubscribers.unsubscribedAt);
const leftTheList = isNotNull(newsletterSubscribers.unsubscribedAt);

/** Those subscribed now (or those who left), newest first, a page at a time. */
export async function listSubscribers(db: Database, window: PageWindow, unsubscribed: boolean): Promise<{ rows: NewsletterRow[]; total: number }> {
  const where = unsubscribed ? leftTheList : subscribedNow;
  const order = unsubscribed ? desc(newsletterSubscribers.unsubscribedAt) : desc(newsletterSubscribers.subscribedAt);
  const [rows, [total]] = await Promise.all([
    db.select().from(newsletterSubscribers).where(where).orderBy(order, asc(newsletterSubscribers.email)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every address subscribed now, oldest first (up to the export's limit). */
export function subscribedAddresses(db: Database): Promise<NewsletterRow[]> {
  return db.select().from(newsletterSubscribers).where(subscribedNow).orderBy(asc(newsletterSubscribers.subscribedAt)).limit(NEWSLETTER_EXPORT_LIMIT);
}

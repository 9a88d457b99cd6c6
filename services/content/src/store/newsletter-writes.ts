import { type Database } from '@helpwire/service-kit';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { newsletterSubscribers } from './schema';
import { emitNewsletterSubscribed, emitNewsletterUnsubscribed } from '../events/content-events';

/**
 * Subscribes an address (already normalised to lower case). A repeat is not an error and makes no
 * duplicate; an address that had unsubscribed is subscribed again. Returns whether anything changed.
 */
export async function subscribe(db: Database, email: string, language: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(newsletterSubscribers).values({ email, language }).onConflictDoNothing().returning({ email: newsletterSubscribers.email });
    let changed = inserted.length > 0;
    if (!changed) {
      const resubscribed = await tx
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: null, subscribedAt: sql`now()`, language })
        .where(and(eq(newsletterSubscribers.email, email), isNotNull(newsletterSubscribers.unsubscribedAt)))
        .returning({ email: newsletterSubscribers.email });
      changed = resubscribed.length > 0;
    }
    if (changed) {
      await emitNewsletterSubscribed(tx, { email, language });
    }
    return changed;
  });
}

/** Unsubscribes an address; returns false when it was not subscribed. */
export async function unsubscribe(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
      .returning({ email: newsletterSubscribers.email });
    if (updated.length === 0) return false;
    await emitNewsletterUnsubscribed(tx, { email });
    return true;
  });
}

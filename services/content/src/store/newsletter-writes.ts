import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { newsletterSubscribers } from './schema';

export type NewsletterRow = typeof newsletterSubscribers.$inferSelect;
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
  return db.transaction(async (tx) => (await unsubscribeIn(tx, email)) !== undefined);
}

/** Unsubscribes an address in `tx` with its event; the row as it is now, or undefined when it was not subscribed. */
export async function unsubscribeIn(tx: Transaction, email: string): Promise<NewsletterRow | undefined> {
  const [updated] = await tx
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning();
  if (updated) await emitNewsletterUnsubscribed(tx, { email });
  return updated;
}

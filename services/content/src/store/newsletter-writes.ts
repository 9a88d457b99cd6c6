import { events } from '@helpwire/proto';
import { enqueueEvent, type Database } from '@helpwire/service-kit';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Subjects } from '../events/subjects';
import { newsletterSubscribers, outbox } from './schema';

/**
 * Subscribes an address (already normalised to lower case). A repeat is not an error and makes no
 * duplicate; an address that had unsubscribed is subscribed again. Returns whether anything changed.
 */
export async function subscribe(db: Database, email: string, language: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email, language })
      .onConflictDoNothing()
      .returning({ email: newsletterSubscribers.email });
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
      const eventId = randomUUID();
      await enqueueEvent(tx, outbox, {
        id: eventId,
        subject: Subjects.newsletterSubscribed,
        payload: events.NewsletterSubscribed.encode({ eventId, email, language, occurredAt: new Date().toISOString() }).finish(),
      });
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
    const eventId = randomUUID();
    await enqueueEvent(tx, outbox, {
      id: eventId,
      subject: Subjects.newsletterUnsubscribed,
      payload: events.NewsletterUnsubscribed.encode({ eventId, email, occurredAt: new Date().toISOString() }).finish(),
    });
    return true;
  });
}

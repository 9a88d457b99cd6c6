import type { Database } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { webhookEvents } from './card-schema';

/**
 * Stores a verified webhook event before anything acts on it. Answers false when the event was
 * already processed (a replay); true when it is new or an earlier attempt stopped before the end.
 */
export async function recordWebhookEvent(db: Database, event: { id: string; type: string; payload: unknown }): Promise<boolean> {
  await db
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type, payload: event.payload as object })
    .onConflictDoNothing();
  const [row] = await db.select({ processedAt: webhookEvents.processedAt }).from(webhookEvents).where(eq(webhookEvents.id, event.id));
  return !row?.processedAt;
}

export async function markWebhookEventProcessed(db: Database, eventId: string): Promise<void> {
  await db.update(webhookEvents).set({ processedAt: new Date() }).where(eq(webhookEvents.id, eventId));
}

import { pgSchema } from 'drizzle-orm/pg-core';
import { outboxTable, processedEventsTable } from '@helpwire/service-kit';

/** Everything the notification service owns lives in the `notification` schema. */
export const notificationSchema = pgSchema('notification');

export const outbox = outboxTable(notificationSchema);
export const processedEvents = processedEventsTable(notificationSchema);

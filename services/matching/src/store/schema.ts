import { pgSchema } from 'drizzle-orm/pg-core';
import { outboxTable, processedEventsTable } from '@helpwire/service-kit';

/** Everything the matching service owns lives in the `matching` schema. */
export const matchingSchema = pgSchema('matching');

export const outbox = outboxTable(matchingSchema);
export const processedEvents = processedEventsTable(matchingSchema);

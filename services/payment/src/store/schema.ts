import { pgSchema } from 'drizzle-orm/pg-core';
import { outboxTable, processedEventsTable } from '@helpwire/service-kit';

/** Everything the payment service owns lives in the `payment` schema. */
export const paymentSchema = pgSchema('payment');

export const outbox = outboxTable(paymentSchema);
export const processedEvents = processedEventsTable(paymentSchema);

import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/database';
import { eventsConsumed } from '../telemetry/metrics';
import type { BusMessage } from './event-bus';
import type { ProcessedEventsTable } from './event-tables';

export interface IdempotentConsumerOptions {
  db: Database;
  table: ProcessedEventsTable;
  /** Consumer name, e.g. "notification.contact-received"; one row per (consumer, event id). */
  consumer: string;
  logger: Logger;
}

/**
 * Wraps an event handler so each event id is applied once: the processed-event row and the
 * handler's writes commit together, and a redelivered event finds its row and is skipped.
 */
export function idempotentHandler(
  { db, table, consumer, logger }: IdempotentConsumerOptions,
  apply: (tx: Transaction, message: BusMessage) => Promise<void>,
): (message: BusMessage) => Promise<void> {
  return async (message) => {
    try {
      const applied = await db.transaction(async (tx) => {
        const inserted = await tx.insert(table).values({ consumer, eventId: message.id }).onConflictDoNothing().returning({ eventId: table.eventId });
        if (inserted.length === 0) return false;
        await apply(tx, message);
        return true;
      });
      eventsConsumed.inc({ consumer, outcome: applied ? 'processed' : 'duplicate' });
      if (!applied) logger.debug({ eventId: message.id, consumer }, 'duplicate event skipped');
    } catch (error) {
      eventsConsumed.inc({ consumer, outcome: 'failed' });
      throw error;
    }
  };
}

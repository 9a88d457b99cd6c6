import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/database';
import { eventsConsumed } from '../telemetry/metrics';
import type { BusMessage } from './event-bus';
import type { ProcessedEventsTable } from './event-tables';

export interface BatchConsumerOptions {
  db: Database;
  table: ProcessedEventsTable;
  /** Consumer name, e.g. "notification-refund-issued"; one row per (consumer, event id). */
  consumer: string;
  logger: Logger;
  /** The most messages applied in one transaction (default 64). */
  maxBatch?: number;
}

/** A message and what it decoded to. */
export interface Decoded<T> {
  message: BusMessage;
  data: T;
}

interface Waiting {
  message: BusMessage;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * 64 (decision 0087). Batches of 256 were measured slower end to end (decision 0093): the relay and
 * the gateway wait for a longer transaction, so the stages overlap less in the one process.
 */
export const DEFAULT_MAX_BATCH = 64;

/**
 * Records the ids as processed by the consumer; answers those that were new (a redelivered id is
 * skipped). The ids travel as ONE JSON parameter, whatever their number: drizzle's values() would
 * build and bind two parameters per id (decision 0093).
 */
async function recordProcessed(tx: Transaction, table: ProcessedEventsTable, consumer: string, ids: readonly string[]): Promise<string[]> {
  const consumerColumn = sql.identifier(table.consumer.name);
  const eventIdColumn = sql.identifier(table.eventId.name);
  const result = await tx.execute(
    sql`insert into ${table} (${consumerColumn}, ${eventIdColumn})
        select ${consumer}, id from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as ids(id)
        on conflict do nothing returning ${eventIdColumn} as event_id`,
  );
  return (result as unknown as { rows: { event_id: string }[] }).rows.map((row) => row.event_id);
}

/**
 * The kit's idempotent consumer for a batch of messages (decision 0087): the messages that arrive
 * while a batch is applied wait, and are then applied together in ONE transaction, in the order they
 * arrived: one statement records every event id as processed (a redelivered id, or one twice in the
 * batch, is skipped), `apply` gets the new ones, and everything commits at once. One batch at a
 * time, so the messages of a subject are applied in stream order. When the batch's transaction
 * fails (one bad message), each of its messages is applied alone, in order, as the one-at-a-time
 * consumer does: the good ones commit and the bad one fails (its message is redelivered) as before.
 * The returned handler is the bus's: it resolves once its message is applied (or was a duplicate).
 * Subscribe with a concurrency of at least twice `maxBatch`, so the next batch gathers meanwhile.
 */
export function batchedIdempotentHandler<T>(
  { db, table, consumer, logger, maxBatch = DEFAULT_MAX_BATCH }: BatchConsumerOptions,
  decode: (message: BusMessage) => T,
  apply: (tx: Transaction, batch: Decoded<T>[]) => Promise<void>,
): (message: BusMessage) => Promise<void> {
  const queue: Waiting[] = [];
  let draining = false;

  /** Applies `batch` (decoded) in one transaction; answers the ids that were new. */
  const applyTogether = (batch: Decoded<T>[]) =>
    db.transaction(async (tx) => {
      const ids = [...new Set(batch.map(({ message }) => message.id))];
      const fresh = new Set(await recordProcessed(tx, table, consumer, ids));
      // Each new id once (its first message): a second copy in the same batch is a duplicate.
      const firsts = new Map<string, Decoded<T>>();
      for (const item of batch) if (fresh.has(item.message.id) && !firsts.has(item.message.id)) firsts.set(item.message.id, item);
      if (firsts.size > 0) await apply(tx, [...firsts.values()]);
      return fresh;
    });

  const settle = (waiting: Waiting, outcome: 'processed' | 'duplicate') => {
    eventsConsumed.inc({ consumer, outcome });
    if (outcome === 'duplicate') logger.debug({ eventId: waiting.message.id, consumer }, 'duplicate event skipped');
    waiting.done();
  };
  const fail = (waiting: Waiting, error: unknown) => {
    eventsConsumed.inc({ consumer, outcome: 'failed' });
    waiting.failed(error);
  };

  const applyBatch = async (batch: Waiting[]) => {
    const decoded: { waiting: Waiting; item: Decoded<T> }[] = [];
    for (const waiting of batch) {
      try {
        decoded.push({ waiting, item: { message: waiting.message, data: decode(waiting.message) } });
      } catch (error) {
        fail(waiting, error);
      }
    }
    if (decoded.length === 0) return;
    try {
      const fresh = await applyTogether(decoded.map(({ item }) => item));
      const counted = new Set<string>();
      for (const { waiting } of decoded) {
        const first = fresh.has(waiting.message.id) && !counted.has(waiting.message.id);
        counted.add(waiting.message.id);
        settle(waiting, first ? 'processed' : 'duplicate');
      }
    } catch (batchError) {
      if (decoded.length > 1) logger.warn({ err: batchError, consumer, size: decoded.length }, 'event batch failed; applying its events one at a time');
      for (const { waiting, item } of decoded) {
        try {
          const fresh = await applyTogether([item]);
          settle(waiting, fresh.size > 0 ? 'processed' : 'duplicate');
        } catch (error) {
          fail(waiting, error);
        }
      }
    }
  };

  const drain = async () => {
    draining = true;
    try {
      while (queue.length > 0) await applyBatch(queue.splice(0, maxBatch));
    } finally {
      draining = false;
    }
  };

  return (message) =>
    new Promise<void>((done, failed) => {
      queue.push({ message, done, failed });
      // The messages the bus hands over in this turn of the event loop join the first batch.
      if (!draining) {
        draining = true;
        setImmediate(() => void drain());
      }
    });
}

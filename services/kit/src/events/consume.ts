import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/database';
import type { EventBus, Subscription } from './event-bus';
import type { ProcessedEventsTable } from './event-tables';
import { batchedIdempotentHandler, DEFAULT_MAX_BATCH } from './batch-consumer';
import { idempotentHandler } from './idempotent-consumer';
import type { EventEnvelopeFields, TypedEvent } from './typed-event';

export interface EventConsumerDeps {
  bus: EventBus;
  db: Database;
  /** The consuming service's processed_events table. */
  processed: ProcessedEventsTable;
  logger: Logger;
}

export interface ConsumeOptions {
  /** Durable consumer name, one per consuming use case, e.g. "notification-contact-received". */
  durable: string;
  maxDeliver?: number;
  /** Messages applied at once (default 1, in order); see SubscribeOptions.concurrency. */
  concurrency?: number;
}

/** Applies one decoded event inside the transaction that also records it as processed. */
export type EventHandler<T> = (tx: Transaction, message: T) => Promise<void>;

export type Consume = <T extends EventEnvelopeFields>(event: TypedEvent<T>, options: ConsumeOptions, handler: EventHandler<T>) => Promise<Subscription>;

/**
 * Returns the consuming service's `consume(Event, { durable }, handler)`: subscribes to the event's
 * subject, decodes the proto message and applies it once per event id (the kit's idempotent consumer).
 */
export function eventConsumer({ bus, db, processed, logger }: EventConsumerDeps): Consume {
  return (event, { durable, maxDeliver, concurrency }, handler) =>
    bus.subscribe({
      durable,
      subject: event.subject,
      maxDeliver,
      concurrency,
      handler: idempotentHandler({ db, table: processed, consumer: durable, logger }, (tx, message) => handler(tx, event.codec.decode(message.data))),
    });
}

export interface ConsumeBatchOptions {
  /** Durable consumer name, as for `consume`. */
  durable: string;
  maxDeliver?: number;
  /** The most events applied in one transaction (default 64). */
  maxBatch?: number;
}

/** Applies a batch of decoded events (in stream order) inside the transaction that records them as processed. */
export type BatchEventHandler<T> = (tx: Transaction, messages: T[]) => Promise<void>;

export type ConsumeBatches = <T extends EventEnvelopeFields>(
  event: TypedEvent<T>,
  options: ConsumeBatchOptions,
  handler: BatchEventHandler<T>,
) => Promise<Subscription>;

/**
 * Returns the consuming service's `consumeBatches(Event, { durable }, handler)`: like `consume`, but
 * the events that arrive together are applied in one transaction (the kit's batched idempotent
 * consumer, batch-consumer.ts), in stream order; a batch that fails is applied one event at a time.
 */
export function batchEventConsumer({ bus, db, processed, logger }: EventConsumerDeps): ConsumeBatches {
  return (event, { durable, maxDeliver, maxBatch = DEFAULT_MAX_BATCH }, handler) =>
    bus.subscribe({
      durable,
      subject: event.subject,
      maxDeliver,
      // One batch applied while the next one gathers.
      concurrency: 2 * maxBatch,
      handler: batchedIdempotentHandler(
        { db, table: processed, consumer: durable, logger, maxBatch },
        (message) => event.codec.decode(message.data),
        (tx, batch) =>
          handler(
            tx,
            batch.map(({ data }) => data),
          ),
      ),
    });
}

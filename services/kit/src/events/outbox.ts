import { context, propagation } from '@opentelemetry/api';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/database';
import { eventsPublished } from '../telemetry/metrics';
import type { EventBus } from './event-bus';
import type { OutboxTable } from './event-tables';

export interface OutgoingEvent {
  /** e.g. "helpwire.content.contact_received" */
  subject: string;
  /** The protobuf-encoded payload from proto/events.proto. */
  payload: Uint8Array;
  /** The event id (also the payload's event_id); generated when absent. */
  id?: string;
}

/**
 * Records an event in the outbox inside the caller's transaction: the event exists if and only if
 * the change that caused it was committed. Returns the event id.
 */
export async function enqueueEvent(tx: Transaction | Database, table: OutboxTable, event: OutgoingEvent): Promise<string> {
  const id = event.id ?? randomUUID();
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  await tx.insert(table).values({ id, subject: event.subject, payload: event.payload, headers });
  return id;
}

export interface OutboxRelayOptions {
  db: Database;
  table: OutboxTable;
  bus: EventBus;
  logger: Logger;
  /** How often to look for unpublished rows even without a wake-up. */
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Publishes outbox rows to the bus with Nats-Msg-Id = event id, then marks them published. A crash
 * between the two publishes the row again on restart; JetStream's duplicate window and idempotent
 * consumers make that harmless. Rows are claimed with SKIP LOCKED so replicas share the work.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.flush()
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'outbox relay could not publish; will retry'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? 1000);
        });
    };
    tick();
  }

  /** Asks for a publish now (call after committing a transaction that enqueued events). */
  wake(): void {
    if (this.stopped) return;
    void this.flush().catch((error: unknown) => this.options.logger.warn({ err: error }, 'outbox relay could not publish; will retry'));
  }

  /** Publishes everything pending; resolves with how many events went out. */
  async flush(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    const published = await this.running;
    if (this.again) {
      this.again = false;
      return published + (await this.flush());
    }
    return published;
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.publishBatch();
      total += sent;
      if (sent < (this.options.batchSize ?? 100)) return total;
    }
  }

  private async publishBatch(): Promise<number> {
    const { db, table, bus, batchSize = 100 } = this.options;
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(table)
        .where(isNull(table.publishedAt))
        .orderBy(asc(table.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      for (const row of rows) {
        await bus.publish({ id: row.id, subject: row.subject, data: row.payload, headers: row.headers });
        eventsPublished.inc({ subject: row.subject });
      }
      await tx
        .update(table)
        .set({ publishedAt: sql`now()` })
        .where(
          inArray(
            table.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.length;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }
}

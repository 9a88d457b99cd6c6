import { and, asc, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../db/database';
import { eventsPublished } from '../telemetry/metrics';
import type { EventBus } from './event-bus';
import type { OutboxTable } from './event-tables';
import type { CommittedEvents, OutboxRow } from './outbox-batch';
import { OUTBOX_CHANNEL } from './service-outbox';

/** How long published rows stay in the outbox (for inspection) before the relay deletes them. */
export const DEFAULT_OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Rows read and published at once (decision 0093: 256, so a few batches committed together go out in one read; 100 before). */
export const DEFAULT_RELAY_BATCH = 256;

/** Marks the rows published in one statement; the ids travel as ONE JSON parameter (drizzle's inArray bound one a row). */
async function markPublished(db: Database, table: OutboxTable, ids: readonly string[]): Promise<void> {
  await db
    .update(table)
    .set({ publishedAt: sql`now()` })
    .where(sql`${table.id} in (select id::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as ids(id))`);
}

export interface OutboxRelayOptions {
  db: Database;
  table: OutboxTable;
  bus: EventBus;
  logger: Logger;
  /** How often to look for unpublished rows while no wake-up can arrive (no LISTEN), and after a failed publish (default 1 s). */
  intervalMs?: number;
  /** How often to look anyway while wake-ups arrive: a wake-up lost with a dropped connection waits at most this long (default 15 s). */
  listeningIntervalMs?: number;
  /** Rows read and published at once (default DEFAULT_RELAY_BATCH, 256). */
  batchSize?: number;
  /** Wake-ups: the relay listens for emit()'s committed NOTIFY naming this service. */
  listen?: { service: string; on: DatabaseHandle['listen'] };
  /** Published rows older than this are deleted (default 7 days). */
  retentionMs?: number;
  /** How often the relay deletes expired rows (default hourly). */
  sweepIntervalMs?: number;
}

/**
 * Publishes outbox rows to the bus with Nats-Msg-Id = event id, then marks them published, in three
 * steps so no transaction is open while the bus is slow (on PGlite an open transaction holds the one
 * backend every request needs): read a batch (SKIP LOCKED, short transaction), publish, mark the
 * batch published (second short statement). A crash or a second replica between read and mark
 * publishes a row again; JetStream's duplicate window on the event id and the idempotent consumers
 * make that harmless (at-least-once). Published rows are deleted after the retention period.
 *
 * Rows written by `writeAtOnce` are published by the relay the moment their statement committed
 * (`publishCommitted`) and marked published together a moment later; while claimed, the relay's
 * reads leave them alone; a failed publish releases them to the next read.
 */
export class OutboxRelay implements CommittedEvents {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | undefined;
  /** LISTEN answers: every committed event wakes the relay, and the timer is only a safety net. */
  private listening = false;
  /** The last publish failed: the next look comes soon. */
  private failed = false;
  private lastSweep = 0;
  /** Rows being published straight after their commit (this replica's reads skip them). */
  private readonly claimed = new Set<string>();
  /** Published straight after commit, to be marked published by the next `markCommitted`. */
  private toMark: string[] = [];
  private marking: Promise<void> | undefined;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    const { listen } = this.options;
    if (listen) {
      void listen
        .on(OUTBOX_CHANNEL, (service) => {
          if (service === listen.service) this.wake();
        })
        .then((unlisten) => {
          if (this.stopped) void unlisten();
          else {
            this.unlisten = unlisten;
            this.listening = true;
          }
        })
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'outbox relay cannot listen for wake-ups; polling only'));
    }
    this.tick();
  }

  private readonly tick = (): void => {
    if (this.stopped) return;
    void this.flush()
      .then(
        () => {
          this.failed = false;
        },
        (error: unknown) => this.publishFailed(error, 'outbox relay could not publish; will retry'),
      )
      .finally(() => this.schedule());
  };

  /** The next look: soon while no wake-up can arrive or the last publish failed; else only as a safety net. */
  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    const { intervalMs = 1000, listeningIntervalMs = 15_000 } = this.options;
    this.timer = setTimeout(this.tick, this.listening && !this.failed ? listeningIntervalMs : intervalMs);
  }

  private publishFailed(error: unknown, message: string): void {
    this.failed = true;
    this.options.logger.warn({ err: error }, message);
  }

  /** True once LISTEN answers: committed events wake the relay. */
  isListening(): boolean {
    return this.listening;
  }

  /** Asks for a publish now (call after committing a transaction that enqueued events). */
  wake(): void {
    if (this.stopped) return;
    void this.flush().catch((error: unknown) => {
      this.publishFailed(error, 'outbox relay could not publish; will retry');
      this.schedule();
    });
  }

  claim(ids: readonly string[]): void {
    for (const id of ids) this.claimed.add(id);
  }

  release(ids: readonly string[]): void {
    for (const id of ids) this.claimed.delete(id);
  }

  /** Publishes rows whose statement just committed, in order; a failure leaves them to the relay's next read. */
  publishCommitted(rows: readonly OutboxRow[]): void {
    if (rows.length === 0) return;
    void (async () => {
      try {
        for (const row of rows) {
          await this.options.bus.publish({ id: row.id, subject: row.subject, data: row.payload, headers: row.headers });
          eventsPublished.inc({ subject: row.subject });
        }
      } catch (error) {
        this.release(rows.map((row) => row.id));
        this.publishFailed(error, 'outbox relay could not publish committed events; the next read will');
        this.schedule();
        return;
      }
      this.toMark.push(...rows.map((row) => row.id));
      this.marking ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.markCommitted());
    })();
  }

  /** One statement marks every row published since the last one (then the relay may read them: they are published). */
  private async markCommitted(): Promise<void> {
    const ids = this.toMark;
    this.toMark = [];
    this.marking = undefined;
    const { db, table } = this.options;
    try {
      await markPublished(db, table, ids);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox relay could not mark published events; they will be published again (deduplicated by id)');
    } finally {
      this.release(ids);
    }
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
      if (sent < (this.options.batchSize ?? DEFAULT_RELAY_BATCH)) break;
    }
    if (Date.now() - this.lastSweep >= (this.options.sweepIntervalMs ?? 60 * 60_000)) {
      this.lastSweep = Date.now();
      await this.deleteExpired();
    }
    return total;
  }

  /** Deletes published rows older than the retention period; resolves with how many went. */
  async deleteExpired(): Promise<number> {
    const { db, table, retentionMs = DEFAULT_OUTBOX_RETENTION_MS } = this.options;
    const cutoff = new Date(Date.now() - retentionMs);
    const deleted = await db
      .delete(table)
      .where(and(isNotNull(table.publishedAt), lt(table.publishedAt, cutoff)))
      .returning({ id: table.id });
    return deleted.length;
  }

  private async publishBatch(): Promise<number> {
    const { db, table, bus, batchSize = DEFAULT_RELAY_BATCH } = this.options;
    const rows = await db.transaction((tx) =>
      tx
        .select()
        .from(table)
        .where(and(isNull(table.publishedAt), this.claimed.size > 0 ? notInArray(table.id, [...this.claimed]) : undefined))
        .orderBy(asc(table.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true }),
    );
    if (rows.length === 0) return 0;
    // The batch in flight at once, sent in order on the one connection (the stream keeps that order):
    // one round trip for the batch instead of one per row. A failure leaves them all to the next read.
    await Promise.all(
      rows.map(async (row) => {
        await bus.publish({ id: row.id, subject: row.subject, data: row.payload, headers: row.headers });
        eventsPublished.inc({ subject: row.subject });
      }),
    );
    await markPublished(
      db,
      table,
      rows.map((r) => r.id),
    );
    return rows.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.unlisten?.().catch(() => undefined);
    await this.running?.catch(() => 0);
    await this.marking;
  }
}

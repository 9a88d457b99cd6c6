import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { OUTBOX_CHANNEL, serviceOutbox } from './service-outbox';

/** An outbox row as emit() writes it. */
export interface OutboxRow {
  id: string;
  subject: string;
  payload: Uint8Array;
  headers: Record<string, string>;
}

/**
 * Where rows are published the moment their statement committed (the service's outbox relay): the
 * rows are claimed before the statement runs, so the relay's own reads leave them alone; released
 * when it failed. A row whose publish fails stays unpublished and the relay sends it later.
 */
export interface CommittedEvents {
  claim(ids: readonly string[]): void;
  release(ids: readonly string[]): void;
  publishCommitted(rows: readonly OutboxRow[]): void;
}

/**
 * Events gathered for one statement: `emit(batch, …)` adds its row here instead of writing it, and
 * `writeAtOnce` writes the change and every event together.
 */
export class OutboxBatch {
  private readonly byService = new Map<string, OutboxRow[]>();

  add(service: string, row: OutboxRow): void {
    const rows = this.byService.get(service) ?? [];
    rows.push(row);
    this.byService.set(service, rows);
  }

  get services(): ReadonlyMap<string, readonly OutboxRow[]> {
    return this.byService;
  }

  get rows(): OutboxRow[] {
    return [...this.byService.values()].flat();
  }
}

/**
 * A change and its events in ONE statement (data-modifying CTEs: all or nothing, like a transaction,
 * in one round trip instead of a transaction's four or more). `changes` are insert/update/delete
 * statements (drizzle's `.getSQL()`), run in order of the list. With `published`, the rows go to the
 * bus right after the commit (no NOTIFY, no relay read: the ring reaches the socket about 10 ms
 * sooner); without it, the statement notifies the relay as emit() does. Inside a transaction
 * (`db` is one) never pass `published`: the rows would be published before the commit.
 */
export async function writeAtOnce(db: Database | Transaction, changes: readonly SQL[], batch: OutboxBatch, published?: CommittedEvents): Promise<void> {
  if (changes.length === 0 && batch.services.size === 0) return;
  const parts = changes.map((change, i) => sql`${sql.identifier(`change_${i}`)} as (${change})`);
  let i = 0;
  for (const [service, rows] of batch.services)
    parts.push(
      sql`${sql.identifier(`events_${i++}`)} as (${db
        .insert(serviceOutbox(service))
        .values([...rows])
        .getSQL()})`,
    );
  const notify =
    published || batch.services.size === 0
      ? sql`select 1`
      : sql`select ${sql.join(
          [...batch.services.keys()].map((service) => sql`pg_notify(${OUTBOX_CHANNEL}, ${service})`),
          sql`, `,
        )}`;
  const rows = batch.rows;
  const ids = rows.map((row) => row.id);
  published?.claim(ids);
  try {
    await db.execute(sql`with ${sql.join(parts, sql`, `)} ${notify}`);
  } catch (error) {
    published?.release(ids);
    throw error;
  }
  published?.publishCommitted(rows);
}

import { context, propagation } from '@opentelemetry/api';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { OutboxBatch } from './outbox-batch';
import { OUTBOX_CHANNEL, serviceOutbox } from './service-outbox';
import { type EventData, type EventEnvelopeFields, type EventWriter, type TypedEvent } from './typed-event';

/**
 * Records an event in its service's outbox inside the caller's transaction (the event exists if and
 * only if the change that caused it commits), filling its id and time. The same transaction sends a
 * NOTIFY that PostgreSQL and PGlite deliver only on commit: the relay wakes and publishes at once,
 * without a polling delay and without seeing an uncommitted row. The row and the NOTIFY are one
 * statement (a data-modifying CTE always runs): one round trip per event. Into an OutboxBatch the
 * row is only gathered (`writeAtOnce` writes it with its change). Returns the event id.
 */
export async function emit<T extends EventEnvelopeFields>(tx: EventWriter, event: TypedEvent<T>, data: EventData<TypedEvent<T>>): Promise<string> {
  const eventId = randomUUID();
  const message = { ...data, eventId, occurredAt: new Date() } as T;
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  // One statement, one round trip (a call's ring writes several events in its transaction).
  const row = { id: eventId, subject: event.subject, payload: event.codec.encode(message).finish(), headers };
  if (tx instanceof OutboxBatch) {
    tx.add(event.service, row);
    return eventId;
  }
  await tx.execute(
    sql`with written as (${tx.insert(serviceOutbox(event.service)).values(row).getSQL()}) select pg_notify(${OUTBOX_CHANNEL}, ${event.service})`,
  );
  return eventId;
}

/**
 * Records several events of one kind with their notification in one statement (a batch of ledger
 * transfers commits hundreds at once); otherwise exactly `emit` for each, published in the order
 * given. Returns the event ids.
 */
export async function emitMany<T extends EventEnvelopeFields>(
  tx: EventWriter,
  event: TypedEvent<T>,
  data: readonly EventData<TypedEvent<T>>[],
): Promise<string[]> {
  if (data.length === 0) return [];
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  const occurredAt = new Date();
  const rows = data.map((item) => {
    const id = randomUUID();
    const message = { ...item, eventId: id, occurredAt } as T;
    return { id, subject: event.subject, payload: event.codec.encode(message).finish(), headers };
  });
  if (tx instanceof OutboxBatch) {
    for (const row of rows) tx.add(event.service, row);
    return rows.map((row) => row.id);
  }
  // Each row a microsecond after the one before: the relay reads by created_at, so they go out in the
  // order given. The rows travel as ONE JSON parameter (drizzle's values() built and bound five
  // parameters a row: decision 0093).
  const json = JSON.stringify(
    rows.map((row, i) => ({ id: row.id, subject: row.subject, payload: Buffer.from(row.payload).toString('base64'), headers: row.headers, i })),
  );
  await tx.execute(sql`
    with written as (
      insert into ${serviceOutbox(event.service)} (id, subject, payload, headers, created_at)
      select r.id, r.subject, decode(r.payload, 'base64'), r.headers, now() + r.i * interval '1 microsecond'
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, subject text, payload text, headers jsonb, i int)
    )
    select pg_notify(${OUTBOX_CHANNEL}, ${event.service})`);
  return rows.map((row) => row.id);
}

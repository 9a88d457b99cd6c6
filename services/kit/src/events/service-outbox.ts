import { pgSchema } from 'drizzle-orm/pg-core';
import { outboxTable, type OutboxTable } from './event-tables';

const outboxes = new Map<string, OutboxTable>();

/**
 * The outbox of a service: table "outbox" in the PostgreSQL schema named after the service (the
 * convention the generator's store/schema.ts follows), so emit() needs no table argument.
 */
export function serviceOutbox(service: string): OutboxTable {
  let table = outboxes.get(service);
  if (!table) {
    table = outboxTable(pgSchema(service));
    outboxes.set(service, table);
  }
  return table;
}

/** The channel a committed emit() notifies; relays listen on it and publish at once. */
export const OUTBOX_CHANNEL = 'helpwire_outbox';

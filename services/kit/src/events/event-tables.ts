import { sql } from 'drizzle-orm';
import { customType, index, jsonb, primaryKey, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** The transactional outbox of one service: rows written in the same transaction as the change. */
export function outboxTable(schema: PgSchema) {
  return schema.table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      subject: text('subject').notNull(),
      payload: bytea('payload').notNull(),
      headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
    },
    (t) => [index('outbox_unpublished_idx').on(t.createdAt).where(sql`${t.publishedAt} is null`)],
  );
}

/** Events a consumer of this service has applied, so a redelivery is recognised and skipped. */
export function processedEventsTable(schema: PgSchema) {
  return schema.table(
    'processed_events',
    {
      consumer: text('consumer').notNull(),
      eventId: text('event_id').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
  );
}

export type OutboxTable = ReturnType<typeof outboxTable>;
export type ProcessedEventsTable = ReturnType<typeof processedEventsTable>;

import { index, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import type { AuditState } from '@helpwire/contracts';

/** Everything the audit service owns lives in the `audit` schema. */
export const auditSchema = pgSchema('audit');

export const outbox = outboxTable(auditSchema);
export const processedEvents = processedEventsTable(auditSchema);

/**
 * The audit log: one row per admin action, written once from its event and never changed. A trigger
 * refuses UPDATE, DELETE and TRUNCATE of this table (migrations/0002_append_only.sql, decision 0065).
 */
export const auditEntries = auditSchema.table(
  'audit_entries',
  {
    /** The id of the event that recorded the action (at-least-once delivery stores it once). */
    id: uuid('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's account; null when the operator's command line acted. */
    actorId: uuid('actor_id'),
    /** The service that performed the action. */
    service: text('service').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<AuditState>(),
    after: jsonb('after').$type<AuditState>(),
    reason: text('reason'),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    index('audit_entries_time_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_entries_actor_idx').on(t.actorId, t.occurredAt.desc()),
    index('audit_entries_object_idx').on(t.objectType, t.objectId, t.occurredAt.desc()),
    index('audit_entries_action_idx').on(t.action, t.occurredAt.desc()),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;

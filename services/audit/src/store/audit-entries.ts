import type { Database, PageWindow, Transaction } from '@helpwire/service-kit';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditFilters } from '../domain/audit-filters';
import { auditEntries, type AuditEntryRow, type NewAuditEntry } from './schema';

/** Appends an entry; a redelivered event (same id) adds nothing. The table takes inserts only. */
export async function appendAuditEntry(tx: Database | Transaction, entry: NewAuditEntry): Promise<void> {
  await tx.insert(auditEntries).values(entry).onConflictDoNothing({ target: auditEntries.id });
}

function matching(filters: AuditFilters): SQL | undefined {
  return and(
    filters.actorId ? eq(auditEntries.actorId, filters.actorId) : undefined,
    filters.action ? eq(auditEntries.action, filters.action) : undefined,
    filters.objectType ? eq(auditEntries.objectType, filters.objectType) : undefined,
    filters.objectId ? eq(auditEntries.objectId, filters.objectId) : undefined,
    filters.from ? gte(auditEntries.occurredAt, filters.from) : undefined,
    filters.to ? lt(auditEntries.occurredAt, filters.to) : undefined,
  );
}

/** A page of the entries matching every filter, newest first, and how many match. */
export async function searchAuditEntries(db: Database, filters: AuditFilters, window: PageWindow): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const where = matching(filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.occurredAt), desc(auditEntries.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

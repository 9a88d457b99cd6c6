import type { audit } from '@helpwire/proto';
import type { AuditEntryRow } from '../store/schema';

/** A stored entry as the API answers it (before and after as JSON text). */
export function toAuditEntryMessage(row: AuditEntryRow): audit.AuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt,
    actorId: row.actorId ?? undefined,
    service: row.service,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    beforeJson: row.before ? JSON.stringify(row.before) : undefined,
    afterJson: row.after ? JSON.stringify(row.after) : undefined,
    reason: row.reason ?? undefined,
    requestId: row.requestId,
    recordedAt: row.recordedAt,
  };
}

/** The filters of a search as the use case checks them. */
export function fromSearchAuditLogRequest(request: audit.SearchAuditLogRequest) {
  return {
    actorId: request.actorId,
    action: request.action,
    objectType: request.objectType,
    objectId: request.objectId,
    from: request.fromTime,
    to: request.toTime,
  };
}

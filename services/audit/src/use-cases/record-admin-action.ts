import type { EventMessage, AdminActions, Transaction } from '@helpwire/service-kit';
import { stateOf } from '../domain/audit-filters';
import { appendAuditEntry } from '../store/audit-entries';

/**
 * Appends one admin action, as `service` recorded it in the action's transaction, to the audit log
 * (in the consumer's transaction, with its processed-event row: once per event id, decision 0065).
 */
export async function recordAdminAction(tx: Transaction, service: string, message: EventMessage<typeof AdminActions.auth>): Promise<void> {
  await appendAuditEntry(tx, {
    id: message.eventId,
    occurredAt: message.occurredAt ?? new Date(),
    actorId: message.actorId ?? null,
    service,
    action: message.action,
    objectType: message.objectType,
    objectId: message.objectId,
    before: stateOf(message.beforeJson),
    after: stateOf(message.afterJson),
    reason: message.reason ?? null,
    requestId: message.requestId,
  });
}

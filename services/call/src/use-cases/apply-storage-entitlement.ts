import type { paymentEvents } from '@helpwire/proto';
import type { Transaction } from '@helpwire/service-kit';
import { keepStorageEntitlement } from '../store/storage-entitlement-store';

/**
 * helpwire.payment.storage_entitlement_changed (decision 0085): the account's plan, its quota and
 * retention, kept as the latest by the event's occurred_at, so a late or repeated older event never
 * undoes a newer one. What the account already stores is never touched: over the new quota its
 * recordings are read-only (listRecordings says so) until it is back under. Answers whether it was kept.
 */
export async function applyStorageEntitlement(tx: Transaction, event: paymentEvents.StorageEntitlementChanged): Promise<boolean> {
  if (!event.accountId || !event.occurredAt || Number.isNaN(event.occurredAt.getTime())) return false;
  return keepStorageEntitlement(tx, {
    accountId: event.accountId,
    planId: event.planId,
    quotaBytes: Math.max(0, Number(event.storageQuotaBytes)),
    retentionDays: event.retentionDays,
    updatedAt: event.occurredAt,
  });
}

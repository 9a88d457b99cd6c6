import { planNames, type plan } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import type { StoragePlanRow } from '../store/plan-schema';

/** A storage plan as the wire carries it, its texts in `language` (en or ar). */
export function toStoragePlanMessage(row: StoragePlanRow, language: 'en' | 'ar'): plan.StoragePlan {
  return {
    id: row.id,
    name: row.name[language],
    summary: row.summary[language],
    storageBytes: String(row.storageBytes),
    retentionDays: row.retentionDays,
    price: Money.of(row.priceMinor, row.currency).toProto(),
    interval: planNames.billingIntervalNames.toProto(row.interval),
  };
}

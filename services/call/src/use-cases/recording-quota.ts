import { FREE_STORAGE_PLAN_ID, RECORDING_PENDING_BYTES, RecordingTexts } from '@helpwire/contracts';
import type { Database, Transaction } from '@helpwire/service-kit';
import { markRecordingNotKept, removeRecordingFor, storageUsedBy, type RecordingParty } from '../store/recording-store';
import { storageEntitlementOf } from '../store/storage-entitlement-store';
import type { RecordingRow } from '../store/schema';
import type { RecordingDeps } from './recording-deps';

type QuotaDeps = Pick<RecordingDeps, 'freeQuotaBytes' | 'pendingBytes'>;

/** The plan an account's storage follows (decision 0085): the latest entitlement kept, else the free plan. */
export interface AccountQuota {
  planId: string;
  quotaBytes: number;
}

/** The bytes an account's cloud recordings fill of its quota: stored ones, and those not yet stored (decision 0030). */
export function usedStorage(deps: Pick<RecordingDeps, 'pendingBytes'>, db: Database | Transaction, accountId: string): Promise<number> {
  return storageUsedBy(db, accountId, deps.pendingBytes ?? RECORDING_PENDING_BYTES);
}

/** What an account may store: its plan's quota from the payment service's latest entitlement; the free quota without one. */
export async function quotaOf(deps: Pick<RecordingDeps, 'freeQuotaBytes'>, db: Database | Transaction, accountId: string): Promise<AccountQuota> {
  const entitlement = await storageEntitlementOf(db, accountId);
  return entitlement ? { planId: entitlement.planId, quotaBytes: entitlement.quotaBytes } : { planId: FREE_STORAGE_PLAN_ID, quotaBytes: deps.freeQuotaBytes };
}

/** The room left in an account's quota (zero or less: full, or over after a downgrade). */
export async function roomLeft(deps: QuotaDeps, db: Database | Transaction, accountId: string): Promise<number> {
  const { quotaBytes } = await quotaOf(deps, db, accountId);
  return quotaBytes - (await usedStorage(deps, db, accountId));
}

/**
 * When a recording is stored (it is READY in `tx`, with its real size, and both parties' storage is
 * locked): a side whose quota (its plan's, decision 0085) it overflows does not keep it, so no one's
 * storage fills beyond its quota, the helper's neither (they did not choose). When no side can keep
 * it, it is FAILED with the reason, seen by both. Answers whether anyone keeps it.
 */
export async function keepWithinQuota(deps: QuotaDeps, tx: Transaction, recording: RecordingRow, at: Date): Promise<boolean> {
  const sides: [RecordingParty, string, Date | null][] = [
    ['USER', recording.userId, recording.userRemovedAt],
    ['HELPER', recording.helperId, recording.helperRemovedAt],
  ];
  const overflowing: RecordingParty[] = [];
  for (const [party, accountId, removedAt] of sides) {
    if (removedAt || (await roomLeft(deps, tx, accountId)) < 0) overflowing.push(party);
  }
  if (overflowing.length === sides.length) {
    await markRecordingNotKept(tx, recording.id, RecordingTexts.notKeptStorageFull);
    return false;
  }
  for (const party of overflowing) await removeRecordingFor(tx, recording.id, party, at);
  return true;
}

import { RECORDING_PENDING_BYTES, RecordingTexts } from '@helpwire/contracts';
import type { Database, Transaction } from '@helpwire/service-kit';
import { markRecordingNotKept, removeRecordingFor, storageUsedBy, type RecordingParty } from '../store/recording-store';
import type { RecordingRow } from '../store/schema';
import type { RecordingDeps } from './recording-deps';

/** The bytes an account's cloud recordings fill of its quota: stored ones, and those not yet stored (decision 0030). */
export function usedStorage(deps: Pick<RecordingDeps, 'pendingBytes'>, db: Database | Transaction, accountId: string): Promise<number> {
  return storageUsedBy(db, accountId, deps.pendingBytes ?? RECORDING_PENDING_BYTES);
}

/**
 * When a recording is stored (it is READY in `tx`, with its real size, and both parties' storage is
 * locked): a side whose quota it overflows does not keep it, so no one's storage fills beyond its
 * quota, the helper's neither (they did not choose). When no side can keep it, it is FAILED with the
 * reason, seen by both. Answers whether anyone keeps it.
 */
export async function keepWithinQuota(
  deps: Pick<RecordingDeps, 'quotaBytes' | 'pendingBytes'>,
  tx: Transaction,
  recording: RecordingRow,
  at: Date,
): Promise<boolean> {
  const sides: [RecordingParty, string, Date | null][] = [
    ['USER', recording.userId, recording.userRemovedAt],
    ['HELPER', recording.helperId, recording.helperRemovedAt],
  ];
  const overflowing: RecordingParty[] = [];
  for (const [party, accountId, removedAt] of sides) {
    if (removedAt || (await usedStorage(deps, tx, accountId)) > deps.quotaBytes) overflowing.push(party);
  }
  if (overflowing.length === sides.length) {
    await markRecordingNotKept(tx, recording.id, RecordingTexts.notKeptStorageFull);
    return false;
  }
  for (const party of overflowing) await removeRecordingFor(tx, recording.id, party, at);
  return true;
}

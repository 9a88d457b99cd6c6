import { requireRole, type CallContext } from '@helpwire/service-kit';
import { recordingsKeptBy } from '../store/recording-store';
import type { RecordingRow } from '../store/schema';
import type { RecordingDeps } from './recording-deps';
import { quotaOf, usedStorage } from './recording-quota';

export interface RecordingStorageView {
  usedBytes: number;
  /** The account's plan's quota (decision 0085). */
  quotaBytes: number;
  planId: string;
  /** More is kept than the plan allows (after a downgrade): read-only until back under. */
  overQuota: boolean;
}

/** What an account's recordings fill of its plan's quota (those not yet stored included, as the quota counts them). */
export async function storageOf(deps: RecordingDeps, accountId: string): Promise<RecordingStorageView> {
  const { planId, quotaBytes } = await quotaOf(deps, deps.db, accountId);
  const usedBytes = await usedStorage(deps, deps.db, accountId);
  return { usedBytes, quotaBytes, planId, overQuota: usedBytes > quotaBytes };
}

/**
 * /recording/getAllrecordings: the caller's recordings as either side of the call, newest first, and
 * its storage. Over the quota (decision 0085) every recording is still listed, to play, download or delete.
 */
export async function listRecordings(deps: RecordingDeps, ctx: CallContext): Promise<{ recordings: RecordingRow[]; storage: RecordingStorageView }> {
  const { userId } = requireRole(ctx, 'USER', 'HELPER');
  return { recordings: await recordingsKeptBy(deps.db, userId), storage: await storageOf(deps, userId) };
}

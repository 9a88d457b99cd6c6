import { requireRole, type CallContext } from '@helpwire/service-kit';
import { recordingsKeptBy } from '../store/recording-store';
import type { RecordingRow } from '../store/schema';
import type { RecordingDeps } from './recording-deps';
import { usedStorage } from './recording-quota';

export interface RecordingStorageView {
  usedBytes: number;
  quotaBytes: number;
}

/** What an account's recordings fill of its quota (those not yet stored included, as the quota counts them). */
export async function storageOf(deps: RecordingDeps, accountId: string): Promise<RecordingStorageView> {
  return { usedBytes: await usedStorage(deps, deps.db, accountId), quotaBytes: deps.quotaBytes };
}

/** /recording/getAllrecordings: the caller's recordings as either side of the call, newest first, and its storage. */
export async function listRecordings(deps: RecordingDeps, ctx: CallContext): Promise<{ recordings: RecordingRow[]; storage: RecordingStorageView }> {
  const { userId } = requireRole(ctx, 'USER', 'HELPER');
  return { recordings: await recordingsKeptBy(deps.db, userId), storage: await storageOf(deps, userId) };
}

import { requireRole, type CallContext } from '@helpwire/service-kit';
import { recordingsKeptBy, storageUsedBy } from '../store/recording-store';
import type { RecordingRow } from '../store/schema';
import type { RecordingDeps } from './recording-deps';

export interface RecordingStorageView {
  usedBytes: number;
  quotaBytes: number;
}

/** What an account's recordings fill of its quota. */
export async function storageOf(deps: RecordingDeps, accountId: string): Promise<RecordingStorageView> {
  return { usedBytes: await storageUsedBy(deps.db, accountId), quotaBytes: deps.quotaBytes };
}

/** /recording/getAllrecordings: the caller's recordings as either side of the call, newest first, and its storage. */
export async function listRecordings(deps: RecordingDeps, ctx: CallContext): Promise<{ recordings: RecordingRow[]; storage: RecordingStorageView }> {
  const { userId } = requireRole(ctx, 'USER', 'HELPER');
  return { recordings: await recordingsKeptBy(deps.db, userId), storage: await storageOf(deps, userId) };
}

import { requireRole, type CallContext } from '@helpwire/service-kit';
import { dropRecording, recordingKeptBy, removeRecordingFor } from '../store/recording-store';
import { partyOf, recordingNotFound } from './recording-access';
import type { RecordingDeps } from './recording-deps';
import { storageOf, type RecordingStorageView } from './list-recordings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /recording/deleteRecording (decision 0030): the caller's side stops keeping the recording (it
 * leaves the caller's list and storage at once). When neither side keeps it, the row and its links go
 * and then its bytes (a failure to remove them is logged: the key is no longer referenced).
 */
export async function deleteRecording(deps: RecordingDeps, request: { id: string }, ctx: CallContext): Promise<{ id: string; storage: RecordingStorageView }> {
  const { userId } = requireRole(ctx, 'USER', 'HELPER');
  const kept = UUID.test(request.id) ? await recordingKeptBy(deps.db, request.id, userId) : undefined;
  if (!kept) throw recordingNotFound();
  const now = deps.clock.now();
  const gone = await deps.db.transaction(async (tx) => {
    const row = await removeRecordingFor(tx, kept.id, partyOf(kept, userId), now);
    if (!row?.userRemovedAt || !row.helperRemovedAt) return undefined;
    await dropRecording(tx, row.id);
    return row;
  });
  if (gone?.storageKey) {
    await deps.storage
      .delete(gone.storageKey)
      .catch((error: unknown) => deps.logger.warn({ err: error, recordingId: gone.id }, 'the bytes of a deleted recording were not removed'));
  }
  return { id: kept.id, storage: await storageOf(deps, userId) };
}

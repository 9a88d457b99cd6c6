import { recordingNames, type recording as proto } from '@helpwire/proto';
import type { RecordingRow } from '../store/schema';
import type { RecordingStorageView } from '../use-cases/list-recordings';

/** A recording row as RecordingService and the call history answer it. */
export const toRecordingMessage = (row: RecordingRow): proto.Recording => ({
  id: row.id,
  callId: row.callId,
  state: recordingNames.recordingStateNames.toProto(row.state),
  storageType: recordingNames.storageTypeNames.toProto(row.storageType),
  sizeBytes: String(row.sizeBytes),
  durationSeconds: row.durationSeconds,
  mimeType: row.mimeType,
  createdAt: row.createdAt,
});

/** An account's storage of its plan's quota (decision 0085). */
export const toRecordingStorageMessage = (storage: RecordingStorageView): proto.RecordingStorage => ({
  usedBytes: String(storage.usedBytes),
  quotaBytes: String(storage.quotaBytes),
  planId: storage.planId,
  overQuota: storage.overQuota,
});

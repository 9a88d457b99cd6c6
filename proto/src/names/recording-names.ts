import { RecordingState, RecordingStorageType } from '../gen/helpwire/call/v1/recording';
import { enumNames } from './enum-names';

/** Spec §3 "Recording storage type", as REST and the database spell it. */
export const storageTypeNames = enumNames(RecordingStorageType.RECORDING_STORAGE_TYPE_UNSPECIFIED, {
  cloud: RecordingStorageType.RECORDING_STORAGE_TYPE_CLOUD,
  local: RecordingStorageType.RECORDING_STORAGE_TYPE_LOCAL,
});

/** A recording's conversion job. */
export const recordingStateNames = enumNames(RecordingState.RECORDING_STATE_UNSPECIFIED, {
  PENDING: RecordingState.RECORDING_STATE_PENDING,
  READY: RecordingState.RECORDING_STATE_READY,
  FAILED: RecordingState.RECORDING_STATE_FAILED,
});

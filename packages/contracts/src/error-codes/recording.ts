/** Reason codes of recordings (decision 0030). */
export const RECORDING_ERROR_CODES = [
  /** No such recording for the caller (unknown, deleted, or another account's: never said which): "Recording not found". */
  'RECORDING_NOT_FOUND',
  /** A playback link past its time or unknown: "This recording link has expired. Open the recording again." */
  'RECORDING_LINK_EXPIRED',
  /** The account's recordings fill its quota: cloud recording refused. */
  'RECORDING_QUOTA_FULL',
  /** The recording choice of a call that has ended. */
  'RECORDING_CALL_OVER',
  /** Cloud recording of a call that goes peer to peer (no Janus): nothing on our side can record it. */
  'RECORDING_NOT_AVAILABLE',
  /** A byte range outside the recording (HTTP 416). */
  'RECORDING_RANGE_INVALID',
  /** A storage type that is neither cloud nor local. */
  'RECORDING_TYPE_INVALID',
  /** A browser's recording upload that is not a WebM video (decision 0037). */
  'RECORDING_NOT_WEBM',
  /** A browser's recording upload past BROWSER_RECORDING_MAX_BYTES (HTTP 413). */
  'RECORDING_TOO_LARGE',
  /** A second cloud recording of one call (one per call). */
  'RECORDING_EXISTS',
  /** A browser's recording upload cut off before its last part. */
  'RECORDING_UPLOAD_INTERRUPTED',
] as const;

export type RecordingErrorCode = (typeof RECORDING_ERROR_CODES)[number];

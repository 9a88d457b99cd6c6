import type { FileStorage } from '@helpwire/service-kit';
import type { RecordingConverter } from '../ports/recording-converter';
import type { CallDeps } from './deps';

/** What the recordings' use cases need beside the calls' (decision 0030). */
export interface RecordingDeps extends Pick<CallDeps, 'db' | 'clock' | 'logger' | 'media' | 'notifier'> {
  /** Where recordings are kept: the file storage uploads use (local disk or S3). */
  storage: FileStorage;
  converter: RecordingConverter;
  /** Janus' rec_dir root: a folder per call; none without Janus. */
  recordingsDir: string | undefined;
  /**
   * Recording storage of an account on the free plan, i.e. with no storage entitlement from the
   * payment service (RECORDING_QUOTA_BYTES; smaller in tests). A plan's quota comes from its entitlement (decision 0085).
   */
  freeQuotaBytes: number;
  /** The largest recording a browser may upload (BROWSER_RECORDING_MAX_BYTES; smaller in tests). */
  uploadMaxBytes: number;
  /** What a recording not yet stored counts against the quota (RECORDING_PENDING_BYTES when absent; smaller in tests). */
  pendingBytes?: number;
}

import { RecordingTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type { RecordingParty } from '../store/recording-store';
import type { RecordingRow } from '../store/schema';

/** Unknown, removed, or another account's: never said which. */
export const recordingNotFound = () => AppError.notFound(RecordingTexts.recordingNotFound, 'RECORDING_NOT_FOUND');

/** The side an account is of a recording it keeps. */
export function partyOf(recording: RecordingRow, accountId: string): RecordingParty {
  return recording.userId === accountId && !recording.userRemovedAt ? 'USER' : 'HELPER';
}

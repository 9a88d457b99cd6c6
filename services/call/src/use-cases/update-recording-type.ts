import { RecordingTexts, type RecordingStorageType } from '@helpwire/contracts';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { isLive, isOpen } from '../domain/call-state';
import { findCall } from '../store/call-queries';
import { setCallRecordingType, storageUsedBy } from '../store/recording-store';
import { callNotFound } from './call-access';
import type { RecordingDeps } from './recording-deps';

export interface RecordingChoice {
  callId: string;
  recordingType: RecordingStorageType;
  recording: boolean;
}

const callOver = () => new AppError('FAILED_PRECONDITION', RecordingTexts.callOver, 'RECORDING_CALL_OVER');

/**
 * PATCH /call/updateCallRecordingType (decision 0030): the call's user chooses cloud (Helpwire
 * records the call and keeps it in the user's storage) or local (nothing recorded on our side),
 * before the accept or during the call. Cloud needs room left in the user's quota. A live Janus room
 * starts or stops recording at once; a room made later follows the call's flag.
 */
export async function updateRecordingType(deps: RecordingDeps, request: { callId: string; recordingType: RecordingStorageType }, ctx: CallContext): Promise<RecordingChoice> {
  const { userId } = requireRole(ctx, 'USER');
  const found = request.callId ? await findCall(deps.db, request.callId) : undefined;
  if (!found || found.call.userId !== userId) throw callNotFound();
  const { call } = found;
  if (!isOpen(call.state) && !isLive(call.state)) throw callOver();
  const recording = request.recordingType === 'cloud';
  if (recording && (await storageUsedBy(deps.db, userId)) >= deps.quotaBytes) throw new AppError('FAILED_PRECONDITION', RecordingTexts.quotaFull, 'RECORDING_QUOTA_FULL');
  if (!(await setCallRecordingType(deps.db, call.id, request.recordingType, deps.clock.now()))) throw callOver();
  if (call.media === 'JANUS' && call.mediaSecret && call.recording !== recording) {
    await deps.media.rooms
      .setRecording({ callId: call.id, media: call.media, pin: call.mediaPin, secret: call.mediaSecret, recording }, recording)
      .catch((error: unknown) => deps.logger.warn({ err: error, callId: call.id }, 'the live room did not change its recording'));
  }
  return { callId: call.id, recordingType: request.recordingType, recording };
}

import { RecordingTexts, type RecordingStorageType } from '@helpwire/contracts';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { isLive, isOpen } from '../domain/call-state';
import { lockCall, presenceOf } from '../store/call-queries';
import { setCallRecordingType } from '../store/recording-store';
import { callNotFound } from './call-access';
import { meetingStateOf } from './meeting-state';
import type { RecordingDeps } from './recording-deps';
import { roomLeft } from './recording-quota';

export interface RecordingChoice {
  callId: string;
  recordingType: RecordingStorageType;
  recording: boolean;
}

const callOver = () => new AppError('FAILED_PRECONDITION', RecordingTexts.callOver, 'RECORDING_CALL_OVER');

/**
 * PATCH /call/updateCallRecordingType (decision 0030): the call's user chooses cloud (Helpwire
 * records the call and keeps it in the user's storage) or local (nothing recorded on our side),
 * before the accept or during the call. Cloud needs room left in the quota of the user's plan (its
 * recordings not yet stored count too, see usedStorage; storing checks again: keepWithinQuota): at or
 * over it (a downgrade leaves an account over, decision 0085) cloud is refused, local still works. On a call that
 * goes peer to peer nothing on our side records: the user's browser does, and `recording` says
 * whether it records now (decision 0037), so both sides see the indicator. Once accepted, a
 * change is told to both sides (`meeting-state` carries `recording`) in the same transaction, and a
 * live Janus room starts or stops recording after it; a room made later follows the call's flag.
 */
export async function updateRecordingType(
  deps: RecordingDeps,
  request: { callId: string; recordingType: RecordingStorageType; recording?: boolean | undefined },
  ctx: CallContext,
): Promise<RecordingChoice> {
  const { userId } = requireRole(ctx, 'USER');
  if (!request.callId) throw callNotFound();
  const now = deps.clock.now();
  const { before, after } = await deps.db.transaction(async (tx) => {
    const found = await lockCall(tx, request.callId);
    if (!found || found.call.userId !== userId) throw callNotFound();
    const { call } = found;
    if (!isOpen(call.state) && !isLive(call.state)) throw callOver();
    // Peer to peer, the user's browser records (decision 0037): the flag is what it does now.
    const recording = call.media === 'P2P' ? request.recording === true : request.recordingType === 'cloud';
    const keptByUs = recording && request.recordingType === 'cloud';
    if (keptByUs && (await roomLeft(deps, tx, userId)) <= 0) throw new AppError('FAILED_PRECONDITION', RecordingTexts.quotaFull, 'RECORDING_QUOTA_FULL');
    const updated = await setCallRecordingType(tx, call.id, request.recordingType, recording, now);
    if (!updated) throw callOver();
    if (isLive(updated.state) && updated.recording !== call.recording)
      await deps.notifier.meetingState(tx, updated, meetingStateOf(updated, await presenceOf(tx, call.id), now));
    return { before: call, after: updated };
  });
  if (after.media === 'JANUS' && after.mediaSecret && before.recording !== after.recording) {
    await deps.media.rooms
      .setRecording({ callId: after.id, media: after.media, pin: after.mediaPin, secret: after.mediaSecret, recording: after.recording }, after.recording)
      .catch((error: unknown) => deps.logger.warn({ err: error, callId: after.id }, 'the live room did not change its recording'));
  }
  return { callId: after.id, recordingType: request.recordingType, recording: after.recording };
}

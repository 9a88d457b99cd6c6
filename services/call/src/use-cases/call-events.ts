import { CallEvents, emit, type Transaction } from '@helpwire/service-kit';
import { callEvents, callNames } from '@helpwire/proto';
import type { MissedReasonName } from '../notify/call-notifier';
import type { CallRow, RecordingRow, ReviewRow } from '../store/schema';
import type { CallDeps } from './deps';

/** The rings that ended without their helper's answer: helpwire.call.missed each, and `missed-call` to them. */
export async function announceMissed(deps: CallDeps, tx: Transaction, call: CallRow, rings: readonly { helperId: string; wave: number }[], reason: MissedReasonName): Promise<void> {
  for (const ring of rings) {
    await emit(tx, CallEvents.missed, { callId: call.id, userId: call.userId, helperId: ring.helperId, wave: ring.wave, reason: callNames.missedReasonNames.toProto(reason) });
  }
  await deps.notifier.missed(
    tx,
    call,
    rings.map((ring) => ring.helperId),
    reason,
  );
}

/** helpwire.call.reviewed: one side reviewed the other (the notification service tells the reviewed side). */
export async function emitReviewed(tx: Transaction, review: ReviewRow, authorId: string): Promise<void> {
  const author = review.side === 'USER' ? callEvents.CallParty.CALL_PARTY_USER : callEvents.CallParty.CALL_PARTY_HELPER;
  await emit(tx, CallEvents.reviewed, { callId: review.callId, author, authorId, subjectId: review.subjectId, rating: review.rating ?? undefined });
}

/** helpwire.call.recording_ready: a call's recording can be played. */
export async function emitRecordingReady(tx: Transaction, recording: Pick<RecordingRow, 'id' | 'callId' | 'userId' | 'helperId'>): Promise<void> {
  await emit(tx, CallEvents.recordingReady, { recordingId: recording.id, callId: recording.callId, userId: recording.userId, helperId: recording.helperId });
}

import { CallEvents, emit, emitMany, RealtimeDeliveries, type EventData, type EventWriter, type Transaction } from '@helpwire/service-kit';
import { callEvents, callNames } from '@helpwire/proto';
import type { MissedReasonName } from '../ports/call-notifier';
import type { CallRow, RecordingRow, ReviewRow } from '../store/schema';
import type { CallDeps } from '../use-cases/deps';

/** The rings that ended without their helper's answer: helpwire.call.missed each, and `missed-call` to them. */
export async function announceMissed(
  deps: CallDeps,
  tx: EventWriter,
  call: CallRow,
  rings: readonly { helperId: string; wave: number }[],
  reason: MissedReasonName,
): Promise<void> {
  // One statement for all of them (or gathered into the caller's batch).
  await emitMany(
    tx,
    CallEvents.missed,
    rings.map((ring) => ({
      callId: call.id,
      userId: call.userId,
      helperId: ring.helperId,
      wave: ring.wave,
      reason: callNames.missedReasonNames.toProto(reason),
    })),
  );
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

/** helpwire.call.requested: a call was asked for (the caller's side). */
export const emitRequested = (tx: EventWriter, data: EventData<typeof CallEvents.requested>) => emit(tx, CallEvents.requested, data);

/** helpwire.call.accepted: a rung helper took the call. */
export const emitAccepted = (tx: EventWriter, data: EventData<typeof CallEvents.accepted>) => emit(tx, CallEvents.accepted, data);

/** helpwire.call.declined: a rung helper said no. */
export const emitDeclined = (tx: EventWriter, data: EventData<typeof CallEvents.declined>) => emit(tx, CallEvents.declined, data);

/** helpwire.call.cancelled: the caller gave up before anyone answered. */
export const emitCancelled = (tx: EventWriter, data: EventData<typeof CallEvents.cancelled>) => emit(tx, CallEvents.cancelled, data);

/** helpwire.call.unanswered: nobody took the call (declined, timed out or no helper). */
export const emitUnanswered = (tx: EventWriter, data: EventData<typeof CallEvents.unanswered>) => emit(tx, CallEvents.unanswered, data);

/** helpwire.call.ended: the meeting is over (what billing and the after-call screens start from). */
export const emitEnded = (tx: EventWriter, data: EventData<typeof CallEvents.ended>) => emit(tx, CallEvents.ended, data);

/** A chat message to the people in a call, through the realtime gateway. */
export const deliverChatMessage = (tx: EventWriter, data: EventData<typeof RealtimeDeliveries.call>) => emit(tx, RealtimeDeliveries.call, data);

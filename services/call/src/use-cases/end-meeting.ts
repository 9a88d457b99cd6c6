import { callNames } from '@helpwire/proto';
import { type Identity, type Transaction } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { billableSeconds } from '../domain/billable-time';
import { isLive, move } from '../domain/call-state';
import type { CallEndReasonName } from '../domain/meeting-end';
import type { MeetingStateView } from '../ports/call-notifier';
import { lockCall, presenceOf } from '../store/call-queries';
import { closePresence, insertEnding, updateCallIf } from '../store/call-writes';
import { queueRecording } from '../store/recording-store';
import type { CallRow } from '../store/schema';
import type { CallDeps } from './deps';
import { endCallRoom } from './end-call-room';
import { meetingStateOf } from './meeting-state';
import { emitEnded } from '../events/call-events';

/** How long after the end the conversion waits: the room is ended after the commit, and Janus then closes its files. */
export const RECORDING_SETTLE_MS = 3_000;

const systemIdentity = (): Identity => ({ requestId: `call-end-${randomUUID()}`, language: 'en' });

/**
 * Ends an accepted call inside the caller's transaction, the call's row locked (decision 0026):
 * every stay still open closes, the both-present seconds are counted up to the end of the hour, the
 * ending row is written (its primary key is the guard: helpwire.call.ended goes out once per call),
 * the call moves to ENDED, and both sides hear `meeting-state` and `call-ended`. Answers undefined
 * when the call had already ended.
 */
export async function finishMeeting(
  deps: CallDeps,
  tx: Transaction,
  call: CallRow,
  reason: CallEndReasonName,
  now: Date,
): Promise<{ call: CallRow; meeting: MeetingStateView } | undefined> {
  if (!isLive(call.state)) return undefined;
  const state = move(call.state, 'ENDED');
  await closePresence(tx, call.id, undefined, now);
  const presence = await presenceOf(tx, call.id);
  const acceptedAt = call.acceptedAt!;
  const until = new Date(Math.min(now.getTime(), (call.endsAt ?? now).getTime()));
  const seconds = billableSeconds(presence, { from: acceptedAt, until });
  if (!(await insertEnding(tx, { callId: call.id, reason, billableSeconds: seconds, endedAt: now }))) return undefined;
  const patch = { state, endReason: reason, billableSeconds: seconds, endedAt: now, nextStepAt: null, updatedAt: now };
  if (!(await updateCallIf(tx, call.id, { state: call.state }, patch))) throw new Error(`call ${call.id} changed under its row lock`);
  const ended: CallRow = { ...call, ...patch };
  // A recorded Janus call's recording is converted in the background once the room has closed its files (decision 0030).
  if (call.recording && call.media === 'JANUS') {
    await queueRecording(tx, {
      callId: call.id,
      userId: call.userId,
      helperId: call.helperId!,
      storageType: call.recordingType ?? 'cloud',
      at: now,
      runAt: new Date(now.getTime() + RECORDING_SETTLE_MS),
    });
  }
  await emitEnded(tx, {
    callId: call.id,
    userId: call.userId,
    helperId: call.helperId!,
    categoryId: call.categoryId,
    acceptedAt,
    endedAt: now,
    billableSeconds: seconds,
    reason: callNames.endReasonNames.toProto(reason),
  });
  const meeting = meetingStateOf(ended, presence, now);
  await deps.notifier.meetingState(tx, ended, meeting);
  await deps.notifier.meetingEnded(tx, ended, meeting);
  return { call: ended, meeting };
}

/**
 * After an end committed: no more timer, the media room ended (Janus kicks both and closes a
 * recording), and the helper free in matching (offered again). Failures are logged: the room goes
 * with Janus' own timeouts and the in-call mark expires after two hours.
 */
export async function afterMeetingEnded(deps: CallDeps, call: CallRow): Promise<void> {
  deps.timers.disarm(call.id);
  await endCallRoom(deps, call.id).catch((error: unknown) =>
    deps.logger.warn({ err: error, callId: call.id }, 'the media room of an ended call was not ended'),
  );
  await deps.matching
    .clearInCall(call.helperId!, call.id, systemIdentity())
    .catch((error: unknown) => deps.logger.warn({ err: error, callId: call.id }, 'the helper of an ended call was not freed in matching'));
}

/**
 * The one-hour deadline's step (the ring timers fire it at calls.next_step_at, decision 0024's
 * machinery): before the deadline it arms the timer again; at or after it, the call ends TIME_LIMIT.
 * Two replicas firing together end it once (row lock, then the ending's primary key).
 */
export async function expireMeeting(deps: CallDeps, callId: string): Promise<MeetingStateView | undefined> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockCall(tx, callId);
    if (!locked || !isLive(locked.call.state)) return { kind: 'none' as const };
    const endsAt = locked.call.endsAt;
    if (endsAt && now.getTime() < endsAt.getTime()) return { kind: 'wait' as const, until: endsAt };
    const ended = await finishMeeting(deps, tx, locked.call, 'TIME_LIMIT', now);
    return ended ? { kind: 'ended' as const, ...ended } : { kind: 'none' as const };
  });
  if (outcome.kind === 'wait') deps.timers.arm(callId, outcome.until);
  if (outcome.kind !== 'ended') return undefined;
  await afterMeetingEnded(deps, outcome.call);
  return outcome.meeting;
}

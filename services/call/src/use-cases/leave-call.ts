import { CallTexts } from '@helpwire/contracts';
import { callNames, type call as proto } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { isPresent } from '../domain/billable-time';
import { isLive } from '../domain/call-state';
import { endReason } from '../domain/meeting-end';
import type { MeetingStateView } from '../ports/call-notifier';
import { lockCall, presenceOf } from '../store/call-queries';
import { closePresence, updateCallIf } from '../store/call-writes';
import type { CallRow } from '../store/schema';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';
import { afterMeetingEnded, finishMeeting } from './end-meeting';
import { sideInCall } from './meeting-access';
import { meetingStateOf } from './meeting-state';

/**
 * A side stops being in the meeting (decision 0026). LEFT (POST /call/userLeaveCall,
 * /call/helperLeaveCall): its stay closes, callLeftBy is stored and the other side hears
 * `user-leave` / `helper-leave`; once both have left and neither came back, the call ends
 * (BOTH_LEFT). DISCONNECTED (the realtime channel saw the connection drop): only that connection's
 * stay closes; the side may come back. Both sides hear `meeting-state`. Idempotent: a replayed
 * leave, or a leave after the end, changes nothing and announces nothing.
 */
export async function leaveCall(deps: CallDeps, request: proto.LeaveCallRequest, ctx: CallContext): Promise<MeetingStateView> {
  if (!request.callId) throw callNotFound();
  const kind = callNames.leaveKindNames.fromProto(request.kind) ?? 'LEFT';
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockCall(tx, request.callId);
    if (!locked) throw callNotFound();
    const party = sideInCall(locked.call, ctx);
    const named = callNames.callPartyNames.fromProto(request.party);
    if (named && named !== party) throw callNotFound();
    const call = locked.call;
    if (call.state === 'ENDED') return { meeting: meetingStateOf(call, await presenceOf(tx, call.id), now) };
    if (!isLive(call.state)) throw new AppError('FAILED_PRECONDITION', CallTexts.notAccepted, 'CALL_NOT_ACCEPTED');
    const closed = await closePresence(tx, call.id, party, now, kind === 'DISCONNECTED' ? request.joinedAt : undefined);
    const alreadyLeft = (party === 'USER' ? call.userLeftAt : call.helperLeftAt) !== null;
    if (closed.length === 0 && (kind === 'DISCONNECTED' || alreadyLeft)) return { meeting: meetingStateOf(call, await presenceOf(tx, call.id), now) };
    let left: CallRow = call;
    if (kind === 'LEFT') {
      const patch = { ...(party === 'USER' ? { userLeftAt: now } : { helperLeftAt: now }), callLeftBy: party, updatedAt: now };
      await updateCallIf(tx, call.id, { state: call.state }, patch);
      left = { ...call, ...patch };
      await deps.notifier.left(tx, left, party);
    }
    const presence = await presenceOf(tx, call.id);
    const userPresent = isPresent(presence, 'USER');
    const helperPresent = isPresent(presence, 'HELPER');
    const reason = endReason(
      { userPresent, helperPresent, userLeft: left.userLeftAt !== null, helperLeft: left.helperLeftAt !== null, endsAt: left.endsAt ?? now },
      now,
    );
    if (reason) {
      const ended = await finishMeeting(deps, tx, left, reason, now);
      if (ended) return { meeting: ended.meeting, ended: ended.call };
    }
    const meeting = meetingStateOf(left, presence, now);
    await deps.notifier.meetingState(tx, left, meeting);
    return { meeting };
  });
  if (outcome.ended) await afterMeetingEnded(deps, outcome.ended);
  return outcome.meeting;
}

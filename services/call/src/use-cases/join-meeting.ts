import { CallTexts } from '@helpwire/contracts';
import type { call as proto } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { isPresent } from '../domain/billable-time';
import { move } from '../domain/call-state';
import { roomDetailsFor } from '../adapters/media/call-media';
import type { MeetingStateView, RoomDetailsView } from '../ports/call-notifier';
import { lockCall, presenceOf } from '../store/call-queries';
import { closePresence, openPresence, updateCallIf } from '../store/call-writes';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';
import { expireMeeting } from './end-meeting';
import { accountOf, requireLive, roomOf, sideInCall } from './meeting-access';
import { meetingStateOf } from './meeting-state';

export interface JoinResult {
  room: RoomDetailsView;
  meeting: MeetingStateView;
  /** When this stay began: a DISCONNECTED leave of this connection names it. */
  joinedAt: Date;
}

/**
 * join-meeting (decision 0026): the caller's side is in the meeting from now. Its stay starts (a
 * join while already present starts a new stay at once, contiguous with the old one: the time
 * counted does not change, and a reload's old connection dropping later ends nothing); a side that
 * had left is back (its leave is forgotten: a rejoin within the hour resumes the same call and it
 * hears `rejoin-meeting`). The first moment both are present moves the call ACCEPTED → IN_PROGRESS.
 * Both sides hear `meeting-state` when presence changed. Past the hour the call ends instead.
 */
export async function joinMeeting(deps: CallDeps, request: proto.JoinMeetingRequest, ctx: CallContext): Promise<JoinResult> {
  if (!request.callId) throw callNotFound();
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockCall(tx, request.callId);
    if (!locked) throw callNotFound();
    const party = sideInCall(locked.call, ctx);
    requireLive(locked.call);
    const call = locked.call;
    if (call.endsAt && now.getTime() >= call.endsAt.getTime()) return { kind: 'expired' as const };
    const before = await presenceOf(tx, call.id);
    const wasPresent = isPresent(before, party);
    const returning = !wasPresent && before.some((stay) => stay.party === party);
    if (wasPresent) await closePresence(tx, call.id, party, now);
    const stay = await openPresence(tx, call.id, party, now);
    const presence = await presenceOf(tx, call.id);
    const bothIn = isPresent(presence, 'USER') && isPresent(presence, 'HELPER');
    const state = call.state === 'ACCEPTED' && bothIn ? move(call.state, 'IN_PROGRESS') : call.state;
    const patch = { state, ...(party === 'USER' ? { userLeftAt: null } : { helperLeftAt: null }), updatedAt: now };
    if (!(await updateCallIf(tx, call.id, { state: call.state }, patch))) throw new Error(`call ${call.id} changed under its row lock`);
    const joined = { ...call, ...patch };
    const meeting = meetingStateOf(joined, presence, now);
    const room = roomDetailsFor(deps.media, roomOf(joined), accountOf(joined, party));
    if (!wasPresent) {
      await deps.notifier.meetingState(tx, joined, meeting);
      if (returning) await deps.notifier.rejoin(tx, joined, party, room, meeting);
    }
    return { kind: 'joined' as const, room, meeting, joinedAt: stay.joinedAt };
  });
  if (outcome.kind === 'expired') {
    await expireMeeting(deps, request.callId);
    throw new AppError('FAILED_PRECONDITION', CallTexts.ended, 'CALL_ENDED');
  }
  return { room: outcome.room, meeting: outcome.meeting, joinedAt: outcome.joinedAt };
}

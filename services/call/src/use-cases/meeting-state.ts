import type { call as proto } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { billableSeconds, isPresent } from '../domain/billable-time';
import type { MeetingStateView } from '../ports/call-notifier';
import { findCall, presenceOf } from '../store/call-queries';
import type { CallRow, PresenceRow } from '../store/schema';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';
import { requireLive, sideInCall } from './meeting-access';

/**
 * An accepted call's meeting at `now`: who is present, when it ends by itself, and the seconds both
 * were present together inside [accept, min(now, end of the hour)] — the figure written at the end
 * once it is over.
 */
export function meetingStateOf(call: CallRow, presence: readonly PresenceRow[], now: Date): MeetingStateView {
  const acceptedAt = call.acceptedAt!;
  const endsAt = call.endsAt ?? acceptedAt;
  const ended = call.state === 'ENDED';
  const until = new Date(Math.min((call.endedAt ?? now).getTime(), endsAt.getTime()));
  return {
    callId: call.id,
    state: call.state as MeetingStateView['state'],
    userPresent: !ended && isPresent(presence, 'USER'),
    helperPresent: !ended && isPresent(presence, 'HELPER'),
    acceptedAt,
    endsAt,
    billableSeconds: call.billableSeconds ?? billableSeconds(presence, { from: acceptedAt, until }),
    callLeftBy: call.callLeftBy ?? null,
    endReason: call.endReason ?? null,
    endedAt: call.endedAt ?? null,
    recording: call.recording,
  };
}

/** GetMeetingState: for the call's user or accepted helper, once accepted (over or not). */
export async function getMeetingState(deps: CallDeps, request: proto.GetMeetingStateRequest, ctx: CallContext): Promise<MeetingStateView> {
  const found = request.callId ? await findCall(deps.db, request.callId) : undefined;
  if (!found) throw callNotFound();
  sideInCall(found.call, ctx);
  if (found.call.state !== 'ENDED') requireLive(found.call);
  return meetingStateOf(found.call, await presenceOf(deps.db, found.call.id), deps.clock.now());
}

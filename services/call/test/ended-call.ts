import { call as proto } from '@helpwire/proto';
import { acceptCall } from '../src/use-cases/accept-call';
import { joinMeeting } from '../src/use-cases/join-meeting';
import { leaveCall } from '../src/use-cases/leave-call';
import type { Person, useCaseFixture } from './use-case-fixture';

type Fixture = ReturnType<typeof useCaseFixture>;

/** A call a helper accepted, not over yet: the user, the helper, a helper only rung, the call id. */
export async function acceptedCall(f: Fixture, options: { user?: Person; helper?: Person; category?: string } = {}) {
  const category = options.category ?? f.category();
  const helper = options.helper ?? f.helper(category, 1);
  if (options.helper) f.matching.add({ helperId: helper.id, categoryId: category, distanceKm: 1, online: true });
  const rung = f.helper(category, 2);
  const user = options.user ?? f.payingUser();
  const { call } = await f.request(user, category);
  const { accepted } = await acceptCall(f.deps, { callId: call.id }, helper.ctx);
  if (!accepted) throw new Error(`the helper could not accept call ${call.id}`);
  return { user, helper, rung, callId: call.id, category };
}

/** An accepted call both joined, talked in for `seconds`, and left: ENDED with that many billable seconds. */
export async function endedCall(f: Fixture, seconds = 240, options: { user?: Person; helper?: Person; category?: string } = {}) {
  const accepted = await acceptedCall(f, options);
  const { user, helper, callId } = accepted;
  await joinMeeting(f.deps, { callId }, user.ctx);
  await joinMeeting(f.deps, { callId }, helper.ctx);
  await f.tick(seconds * 1000);
  await leaveCall(f.deps, { callId, party: proto.CallParty.CALL_PARTY_USER, kind: proto.LeaveKind.LEAVE_KIND_LEFT }, user.ctx);
  await leaveCall(f.deps, { callId, party: proto.CallParty.CALL_PARTY_HELPER, kind: proto.LeaveKind.LEAVE_KIND_LEFT }, helper.ctx);
  return accepted;
}

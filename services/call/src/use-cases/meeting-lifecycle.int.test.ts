import { call as callProto, callNames, realtimeEvents } from '@helpwire/proto';
import { CallEvents } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { acceptedCall } from '../../test/ended-call';
import { contextFor, useCaseFixture, type Person } from '../../test/use-case-fixture';
import { RingTimers } from '../jobs/ring-timers';
import { acceptCall } from './accept-call';
import type { CallDeps } from './deps';
import { expireMeeting } from './end-meeting';
import { getOpenMeeting } from './get-open-meeting';
import { joinMeeting } from './join-meeting';
import { leaveCall } from './leave-call';
import { getMeetingState } from './meeting-state';
import { stepCall } from './step-call';

const f = useCaseFixture();
const { CALL_PARTY_USER, CALL_PARTY_HELPER } = callProto.CallParty;
const { LEAVE_KIND_DISCONNECTED } = callProto.LeaveKind;

/** A call a helper accepted: the user, the helper, a helper who was only rung (other), the call id. */
async function accepted() {
  const { user, helper, rung, callId } = await acceptedCall(f);
  return { user, helper, other: rung, callId };
}

const join = (who: Person, callId: string) => joinMeeting(f.deps, { callId }, who.ctx);
const leave = (who: Person, callId: string, party = who.ctx.identity.role === 'USER' ? CALL_PARTY_USER : CALL_PARTY_HELPER) =>
  leaveCall(f.deps, { callId, party, kind: 0 }, who.ctx);
const named = async (callId: string, eventName: string) => (await f.deliveries(callId)).filter((d) => d.eventName === eventName);

describe('the call after accepted (decision 0026)', () => {
  it('join → both present (IN_PROGRESS) → leave → rejoin → both leave: billable is the overlap, call.ended once', async () => {
    const { user, helper, callId } = await accepted();
    const first = await join(user, callId);
    expect(first.meeting).toMatchObject({ state: 'ACCEPTED', userPresent: true, helperPresent: false, billableSeconds: 0 });
    expect(first.room).toMatchObject({ roomId: callId, callId, media: 'P2P' });
    await f.tick(30_000); // the user waits 30 s alone: not billable
    const both = await join(helper, callId);
    expect(both.meeting).toMatchObject({ state: 'IN_PROGRESS', userPresent: true, helperPresent: true });
    await f.tick(120_000);
    const helperLeft = await leave(helper, callId);
    expect(helperLeft).toMatchObject({ state: 'IN_PROGRESS', userPresent: true, helperPresent: false, callLeftBy: 'HELPER', billableSeconds: 120 });
    expect(await named(callId, 'helper-leave')).toEqual([
      expect.objectContaining({ accountIds: [user.id], audience: realtimeEvents.Audience.AUDIENCE_USER, payload: { callId, callLeftBy: 'HELPER' } }),
    ]);
    await f.tick(60_000); // the helper is away a minute
    const back = await join(helper, callId);
    expect(back.meeting).toMatchObject({ state: 'IN_PROGRESS', helperPresent: true, billableSeconds: 120 });
    expect(await named(callId, 'rejoin-meeting')).toEqual([
      expect.objectContaining({
        accountIds: [helper.id],
        audience: realtimeEvents.Audience.AUDIENCE_HELPER,
        payload: {
          callId,
          roomDetails: back.room,
          state: expect.objectContaining({ callId, helperPresent: true, callLeftBy: 'HELPER', endsAt: back.meeting.endsAt.toISOString() }),
        },
      }),
    ]);
    await f.tick(45_000);
    expect(await leave(user, callId)).toMatchObject({ state: 'IN_PROGRESS', userPresent: false, callLeftBy: 'USER', billableSeconds: 165 });
    expect(await named(callId, 'user-leave')).toEqual([expect.objectContaining({ accountIds: [helper.id], payload: { callId, callLeftBy: 'USER' } })]);
    await f.tick(10_000); // the helper alone: not billable
    const ended = await leave(helper, callId);
    expect(ended).toMatchObject({
      state: 'ENDED',
      userPresent: false,
      helperPresent: false,
      endReason: 'BOTH_LEFT',
      billableSeconds: 165,
      callLeftBy: 'HELPER',
    });
    const facts = await f.events(CallEvents.ended, callId);
    expect(facts).toEqual([
      expect.objectContaining({
        callId,
        userId: user.id,
        helperId: helper.id,
        billableSeconds: 165,
        reason: callNames.endReasonNames.toProto('BOTH_LEFT'),
        acceptedAt: expect.any(Date),
        endedAt: f.clock.now(),
      }),
    ]);
    const callEnded = await named(callId, 'call-ended');
    expect(callEnded.map((d) => d.accountIds[0]).sort()).toEqual([user.id, helper.id].sort());
    expect(callEnded[0]!.payload).toMatchObject({ callId, reason: 'BOTH_LEFT', billableSeconds: 165 });
    expect((await f.call(callId))!.call).toMatchObject({ state: 'ENDED', endReason: 'BOTH_LEFT', billableSeconds: 165, nextStepAt: null });
    // The helper is matchable again.
    expect(f.matching.inCall.has(helper.id)).toBe(false);
    // meeting-state went to both on every presence change: 2 joins, helper leave, rejoin, user leave, the end.
    expect((await named(callId, 'meeting-state')).length).toBe(6 * 2);
  });

  it('a replayed leave changes nothing and never announces twice; a leave after the end neither', async () => {
    const { user, helper, callId } = await accepted();
    await join(user, callId);
    await join(helper, callId);
    await f.tick(10_000);
    await leave(user, callId);
    const before = await f.deliveries(callId);
    expect(await leave(user, callId)).toMatchObject({ userPresent: false, callLeftBy: 'USER', billableSeconds: 10 });
    expect(await f.deliveries(callId)).toHaveLength(before.length);
    await leave(helper, callId);
    const afterEnd = await f.deliveries(callId);
    await Promise.all([leave(helper, callId), leave(user, callId), leave(helper, callId)]);
    expect(await f.deliveries(callId)).toHaveLength(afterEnd.length);
    expect(await f.events(CallEvents.ended, callId)).toHaveLength(1);
    expect((await f.events(CallEvents.ended, callId))[0]!.billableSeconds).toBe(10);
  });

  it('both sides leaving at the same moment end the call once', async () => {
    const { user, helper, callId } = await accepted();
    await join(user, callId);
    await join(helper, callId);
    await f.tick(5_000);
    await Promise.all([leave(user, callId), leave(helper, callId), leave(user, callId), leave(helper, callId)]);
    expect(await f.events(CallEvents.ended, callId)).toEqual([expect.objectContaining({ billableSeconds: 5 })]);
    expect(await named(callId, 'call-ended')).toHaveLength(2);
  });

  it('a side that never joined makes the billable time 0', async () => {
    const { user, helper, callId } = await accepted();
    await join(user, callId);
    await f.tick(300_000);
    await leave(user, callId);
    expect((await f.call(callId))!.call.state).toBe('ACCEPTED');
    const ended = await leave(helper, callId);
    expect(ended).toMatchObject({ state: 'ENDED', endReason: 'BOTH_LEFT', billableSeconds: 0 });
    expect(await f.events(CallEvents.ended, callId)).toEqual([expect.objectContaining({ billableSeconds: 0 })]);
  });

  it('ends by itself one hour after the accept (TIME_LIMIT), counting up to the hour only', async () => {
    const { user, helper, callId } = await accepted();
    await f.tick(60_000);
    await join(user, callId);
    await join(helper, callId);
    await f.tick(3600_000 - 60_000 - 1);
    expect((await f.call(callId))!.call.state).toBe('IN_PROGRESS');
    await f.tick(1);
    const { call } = (await f.call(callId))!;
    expect(call).toMatchObject({ state: 'ENDED', endReason: 'TIME_LIMIT', billableSeconds: 3540, nextStepAt: null });
    expect(await f.events(CallEvents.ended, callId)).toEqual([
      expect.objectContaining({ reason: callNames.endReasonNames.toProto('TIME_LIMIT'), billableSeconds: 3540 }),
    ]);
    expect((await named(callId, 'call-ended'))[0]!.payload).toMatchObject({ reason: 'TIME_LIMIT', billableSeconds: 3540 });
    expect(f.matching.inCall.has(helper.id)).toBe(false);
    await expect(join(user, callId)).rejects.toMatchObject({ reason: 'CALL_ENDED', message: 'This call has ended' });
  });

  it('two replicas whose timers fire together end the call once', async () => {
    const { user, helper, callId } = await accepted();
    await join(user, callId);
    await join(helper, callId);
    const replica = { ...f.deps } as CallDeps;
    const replicaTimers = new RingTimers(f.clock, (id) => stepCall(replica, id), silentLogger);
    replica.timers = replicaTimers;
    f.clock.advance(3600_000);
    await Promise.all([expireMeeting(f.deps, callId), expireMeeting(replica, callId), stepCall(replica, callId), stepCall(f.deps, callId)]);
    await f.settle();
    await replicaTimers.stop();
    expect(await f.events(CallEvents.ended, callId)).toEqual([
      expect.objectContaining({ reason: callNames.endReasonNames.toProto('TIME_LIMIT'), billableSeconds: 3600 }),
    ]);
    expect(await named(callId, 'call-ended')).toHaveLength(2);
  });

  it('the deadline survives a restart: a new process arms it from next_step_at', async () => {
    const { user, callId } = await accepted();
    await join(user, callId);
    f.timers.disarm(callId); // the process that armed it is gone
    f.clock.advance(3600_000);
    await f.settle();
    expect((await f.call(callId))!.call.state).toBe('ACCEPTED');
    const { nextStepAt } = (await f.call(callId))!.call;
    f.timers.arm(callId, nextStepAt!); // what start (and the 10 s sweep) does for every call with a deadline
    await f.settle();
    expect((await f.call(callId))!.call).toMatchObject({ state: 'ENDED', endReason: 'TIME_LIMIT', billableSeconds: 0 });
  });

  it('a dropped connection stops the present time without a leave; a reload’s old connection ends nothing', async () => {
    const { user, helper, callId } = await accepted();
    const first = await join(user, callId);
    await join(helper, callId);
    await f.tick(20_000);
    // A reload: the new connection joins before the old one's drop is seen.
    const second = await join(user, callId);
    await leaveCall(f.deps, { callId, party: CALL_PARTY_USER, kind: LEAVE_KIND_DISCONNECTED, joinedAt: first.joinedAt }, user.ctx);
    await f.tick(10_000);
    expect(await getMeetingState(f.deps, { callId }, user.ctx)).toMatchObject({
      userPresent: true,
      helperPresent: true,
      billableSeconds: 30,
      callLeftBy: null,
    });
    // Now the connection really drops: not billable, no user-leave, the call goes on.
    await leaveCall(f.deps, { callId, party: CALL_PARTY_USER, kind: LEAVE_KIND_DISCONNECTED, joinedAt: second.joinedAt }, user.ctx);
    await f.tick(10_000);
    expect(await getMeetingState(f.deps, { callId }, helper.ctx)).toMatchObject({ state: 'IN_PROGRESS', userPresent: false, billableSeconds: 30 });
    expect(await named(callId, 'user-leave')).toEqual([]);
    // The user comes back (rejoin-meeting on connect, then join).
    const open = await getOpenMeeting(f.deps, user.ctx);
    expect(open).toMatchObject({ open: { meeting: { callId }, room: { roomId: callId } }, rings: [] });
    await join(user, callId);
    await f.tick(5_000);
    expect(await getMeetingState(f.deps, { callId }, user.ctx)).toMatchObject({ userPresent: true, billableSeconds: 35 });
  });

  it('refuses everything to a third account, a helper who was only rung, and the wrong side', async () => {
    const { user, helper, other, callId } = await accepted();
    const stranger = contextFor(f.user().id, 'USER');
    const notFound = { reason: 'CALL_NOT_FOUND' };
    for (const ctx of [stranger, other.ctx, contextFor(user.id, 'HELPER'), contextFor(helper.id, 'USER')]) {
      await expect(joinMeeting(f.deps, { callId }, ctx)).rejects.toMatchObject(notFound);
      await expect(leaveCall(f.deps, { callId, party: CALL_PARTY_USER, kind: 0 }, ctx)).rejects.toMatchObject(notFound);
      await expect(getMeetingState(f.deps, { callId }, ctx)).rejects.toMatchObject(notFound);
    }
    expect(await getOpenMeeting(f.deps, stranger)).toEqual({ rings: [] });
    expect(await getOpenMeeting(f.deps, other.ctx)).toEqual({ rings: [] });
    // The user cannot leave as the helper.
    await expect(leaveCall(f.deps, { callId, party: CALL_PARTY_HELPER, kind: 0 }, user.ctx)).rejects.toMatchObject(notFound);
    expect(await f.deliveries(callId).then((all) => all.filter((d) => d.eventName === 'meeting-state'))).toEqual([]);
  });

  it('refuses to join a call not accepted yet', async () => {
    const category = f.category();
    f.helper(category, 1);
    const user = f.payingUser();
    const { call } = await f.request(user, category);
    await expect(join(user, call.id)).rejects.toMatchObject({ reason: 'CALL_NOT_ACCEPTED', message: 'This call has not been accepted yet' });
    await f.tick(60_000);
  });

  it('the open meeting of an account, per role, for the rejoin on connect', async () => {
    const { user, helper, callId } = await accepted();
    expect(await getOpenMeeting(f.deps, user.ctx)).toMatchObject({ open: { meeting: { callId, state: 'ACCEPTED' } } });
    expect(await getOpenMeeting(f.deps, helper.ctx)).toMatchObject({ open: { meeting: { callId }, room: { callId } } });
    await leave(user, callId);
    await leave(helper, callId);
    expect(await getOpenMeeting(f.deps, user.ctx)).toEqual({ rings: [] });
  });

  it('a helper reconnecting while rung is owed the ring (until it is answered, ends, or goes to another)', async () => {
    const category = f.category();
    const first = f.helper(category, 1);
    const second = f.helper(category, 2);
    const user = f.payingUser();
    const { call } = await f.request(user, category);
    const owed = await getOpenMeeting(f.deps, first.ctx);
    expect(owed.open).toBeUndefined();
    expect(owed.rings).toEqual([
      expect.objectContaining({
        call: expect.objectContaining({ id: call.id, userId: user.id, categoryId: category }),
        ring: expect.objectContaining({ helperId: first.id, wave: 1, outcome: 'RINGING' }),
      }),
    ]);
    // Nobody else is owed it: not the caller, not the caller as a helper, not another account.
    expect(await getOpenMeeting(f.deps, user.ctx)).toEqual({ rings: [] });
    expect(await getOpenMeeting(f.deps, contextFor(user.id, 'HELPER'))).toEqual({ rings: [] });
    expect(await getOpenMeeting(f.deps, contextFor(f.user().id, 'HELPER'))).toEqual({ rings: [] });
    // The second helper answers: the first is owed nothing more; the second has the meeting instead.
    expect((await acceptCall(f.deps, { callId: call.id }, second.ctx)).accepted).toBe(true);
    expect(await getOpenMeeting(f.deps, first.ctx)).toEqual({ rings: [] });
    expect(await getOpenMeeting(f.deps, second.ctx)).toMatchObject({ open: { meeting: { callId: call.id } }, rings: [] });
  });

  it('a ring past its end is not owed, even before the timer settles it', async () => {
    const category = f.category();
    const helper = f.helper(category, 1);
    const { call } = await f.request(f.payingUser(), category);
    expect((await getOpenMeeting(f.deps, helper.ctx)).rings.map((r) => r.call.id)).toEqual([call.id]);
    // The clock reaches the ring's end; its timer has not run yet.
    const end = new Date(f.clock.now().getTime() + 15_000);
    const clock = f.clock as { now(): Date };
    clock.now = () => end;
    try {
      expect(await getOpenMeeting(f.deps, helper.ctx)).toEqual({ rings: [] });
    } finally {
      delete (clock as Partial<typeof clock>).now;
    }
  });
});

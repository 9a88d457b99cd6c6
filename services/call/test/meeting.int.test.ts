import { call, callNames, realtimeEvents } from '@helpwire/proto';
import { CallEvents, createPromiseClient, RealtimeDeliveries, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { startCallService, type RunningCallService } from '../src/app';
import { ListedCards } from './listed-cards';
import { ListedHelpers } from './listed-helpers';
import { ManualClock } from './manual-clock';

const { CALL_PARTY_USER, CALL_PARTY_HELPER } = call.CallParty;
const { CALL_STATE_IN_PROGRESS, CALL_STATE_ENDED } = call.CallState;
const as = (userId: string, role: 'USER' | 'HELPER'): { identity: Identity } => ({
  identity: { userId, role, requestId: `t-${randomUUID()}`, language: 'en' },
});

/**
 * The meeting of an accepted call over gRPC (decision 0026), on PostgreSQL and JetStream: what the
 * gateway calls (JoinMeeting, LeaveCall, GetMeetingState, GetOpenMeeting), what the sockets would
 * hear, and helpwire.call.ended on the bus exactly once, also when the hour passes while no call
 * service runs.
 */
describe('the meeting over gRPC', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningCallService;
  let client: PromiseClient<call.CallServiceClient>;
  const clock = new ManualClock();
  const matching = new ListedHelpers();
  const cards = new ListedCards();
  const heard: realtimeEvents.Delivery[] = [];
  const ended: { callId: string; billableSeconds: number; reason: number; userId: string; helperId: string }[] = [];

  const start = async () => {
    service = await startCallService({
      database,
      bus: t.bus,
      logger: silentLogger,
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      outboxIntervalMs: 100,
      clock,
      matching,
      cards,
    });
    client = createPromiseClient(call.CallServiceClient, `127.0.0.1:${service.port}`);
  };
  const stop = async () => {
    client.close();
    await service.stop();
  };

  /** A call the helper accepted: [user, helper, call id]. */
  async function accepted(): Promise<[string, string, string]> {
    const category = `cat-${randomUUID().slice(0, 6)}`;
    const helper = matching.add({ helperId: randomUUID(), categoryId: category, distanceKm: 1, online: true }).helperId;
    const user = randomUUID();
    cards.standing.set(user, 'AUTHORIZED');
    const { call: requested } = await client.requestCall(
      { categoryId: category, location: { latitude: 25.2, longitude: 55.27 }, languages: ['en'], genderPreference: 0 },
      as(user, 'USER'),
    );
    expect((await client.acceptCall({ callId: requested!.id }, as(helper, 'HELPER'))).accepted).toBe(true);
    return [user, helper, requested!.id];
  }

  const of = (callId: string, eventName: string) => heard.filter((d) => d.eventName === eventName && JSON.parse(d.payloadJson).callId === callId);

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestBus('call-meeting-test');
    await t.bus.subscribe({
      durable: 'meeting-test-deliveries',
      subject: RealtimeDeliveries.call.subject,
      handler: async (m) => void heard.push(realtimeEvents.Delivery.decode(m.data)),
    });
    await t.bus.subscribe({
      durable: 'meeting-test-ended',
      subject: CallEvents.ended.subject,
      handler: async (m) => void ended.push(CallEvents.ended.codec.decode(m.data)),
    });
    await start();
  });

  afterAll(async () => {
    await stop();
    await t.destroy();
    await database.drop();
  });

  it('both join, leave and rejoin, both leave: call.ended once on the bus with the both-present seconds', async () => {
    const [user, helper, callId] = await accepted();
    const joined = await client.joinMeeting({ callId }, as(user, 'USER'));
    expect(joined.roomDetails).toMatchObject({ roomId: callId, callId, media: call.MediaStatus.MEDIA_STATUS_P2P });
    expect(joined.meeting).toMatchObject({ callId, userPresent: true, helperPresent: false, billableSeconds: 0 });
    expect(joined.meeting!.endsAt!.getTime() - joined.meeting!.acceptedAt!.getTime()).toBe(3600_000);
    clock.advance(7_000);
    expect((await client.joinMeeting({ callId }, as(helper, 'HELPER'))).meeting).toMatchObject({ state: CALL_STATE_IN_PROGRESS, helperPresent: true });
    clock.advance(40_000);
    expect((await client.leaveCall({ callId, party: CALL_PARTY_HELPER, kind: 0 }, as(helper, 'HELPER'))).meeting).toMatchObject({
      billableSeconds: 40,
      callLeftBy: CALL_PARTY_HELPER,
    });
    clock.advance(5_000);
    await client.joinMeeting({ callId }, as(helper, 'HELPER'));
    clock.advance(20_000);
    expect((await client.getMeetingState({ callId }, as(user, 'USER'))).meeting).toMatchObject({ billableSeconds: 60, userPresent: true, helperPresent: true });
    await client.leaveCall({ callId, party: CALL_PARTY_USER, kind: 0 }, as(user, 'USER'));
    const last = await client.leaveCall({ callId, party: CALL_PARTY_HELPER, kind: 0 }, as(helper, 'HELPER'));
    expect(last.meeting).toMatchObject({ state: CALL_STATE_ENDED, billableSeconds: 60, endReason: call.CallEndReason.CALL_END_REASON_BOTH_LEFT });
    // A replayed leave (both routes) changes nothing.
    await client.leaveCall({ callId, party: CALL_PARTY_HELPER, kind: 0 }, as(helper, 'HELPER'));
    await client.leaveCall({ callId, party: CALL_PARTY_USER, kind: 0 }, as(user, 'USER'));
    await waitFor(() => ended.some((e) => e.callId === callId) && of(callId, 'call-ended').length === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(ended.filter((e) => e.callId === callId)).toEqual([
      expect.objectContaining({ userId: user, helperId: helper, billableSeconds: 60, reason: callNames.endReasonNames.toProto('BOTH_LEFT') }),
    ]);
    expect(of(callId, 'call-ended')).toHaveLength(2);
    // The helper left twice (before the rejoin, and last): the user heard both; the replays nothing.
    expect(of(callId, 'helper-leave').map((d) => d.accountIds)).toEqual([[user], [user]]);
    expect(of(callId, 'user-leave').map((d) => d.accountIds)).toEqual([[helper]]);
    expect(of(callId, 'rejoin-meeting').map((d) => d.accountIds)).toEqual([[helper]]);
    expect(matching.inCall.has(helper)).toBe(false);
    await expect(client.joinMeeting({ callId }, as(user, 'USER'))).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'CALL_ENDED',
      message: 'This call has ended',
    });
  });

  it('refuses a third account everything, as "not found"', async () => {
    const [, , callId] = await accepted();
    const stranger = randomUUID();
    for (const role of ['USER', 'HELPER'] as const) {
      await expect(client.joinMeeting({ callId }, as(stranger, role))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_NOT_FOUND' });
      await expect(
        client.leaveCall({ callId, party: role === 'USER' ? CALL_PARTY_USER : CALL_PARTY_HELPER, kind: 0 }, as(stranger, role)),
      ).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
      await expect(client.getMeetingState({ callId }, as(stranger, role))).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
      expect(await client.getOpenMeeting({}, as(stranger, role))).toEqual({ callId: undefined, roomDetails: undefined, meeting: undefined, rings: [] });
    }
  });

  it('ends at the hour even when it passes while no call service runs: the new process arms the deadline from the database', async () => {
    const [user, helper, callId] = await accepted();
    await client.joinMeeting({ callId }, as(user, 'USER'));
    await client.joinMeeting({ callId }, as(helper, 'HELPER'));
    expect((await client.getOpenMeeting({}, as(user, 'USER'))).callId).toBe(callId);
    await stop();
    clock.advance(3600_000 + 30_000);
    await start();
    await waitFor(async () => (await service.timers.idle(), (await client.getMeetingState({ callId }, as(user, 'USER'))).meeting!.state === CALL_STATE_ENDED));
    const { meeting } = await client.getMeetingState({ callId }, as(helper, 'HELPER'));
    expect(meeting).toMatchObject({
      endReason: call.CallEndReason.CALL_END_REASON_TIME_LIMIT,
      billableSeconds: 3600,
      userPresent: false,
      helperPresent: false,
    });
    await waitFor(() => ended.some((e) => e.callId === callId));
    expect(ended.filter((e) => e.callId === callId)).toEqual([
      expect.objectContaining({ billableSeconds: 3600, reason: callNames.endReasonNames.toProto('TIME_LIMIT') }),
    ]);
    expect(await client.getOpenMeeting({}, as(user, 'USER'))).toEqual({ callId: undefined, roomDetails: undefined, meeting: undefined, rings: [] });
  });
});

import { CallTexts } from '@helpwire/contracts';
import { call as callProto, realtimeEvents } from '@helpwire/proto';
import { createPromiseClient, RealtimeDeliveries, type Identity, type PromiseClient, type Subscription } from '@helpwire/service-kit';
import { waitFor } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { apiOf, uniqueIds } from './accounts';
import { asHelper, matchingAccountsOf, TECH } from './matching-accounts';
import { startStack, type Stack } from './stack';
import { withDefaultCard } from './paying-user';

const { CALL_STATE_RINGING, CALL_STATE_ACCEPTED, CALL_STATE_DECLINED, CALL_STATE_CANCELLED } = callProto.CallState;

interface Heard {
  eventName: string;
  accountIds: string[];
  payload: Record<string, unknown>;
}

/**
 * The call service on the real stack with the real matching and payment services: helpers and
 * users made through the API, sandbox cards added as the web adds them, and what the sockets would
 * hear read from the bus (the realtime channel delivers exactly these). The client events are the
 * RPCs the realtime channel forwards, with the caller's identity.
 */
describe('calls: instant match to "accepted" on the real stack', () => {
  let stack: Stack;
  let calls: PromiseClient<callProto.CallServiceClient>;
  let listening: Subscription;
  const heard: Heard[] = [];
  /** Four helpers near Dubai, nearest first, made once (visitor uploads have an hourly quota). */
  const helpers: string[] = [];
  const unique = uniqueIds();
  const { post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    calls = createPromiseClient(callProto.CallServiceClient, stack.registered.find((s) => s.name === 'call')!.address);
    listening = await stack.bus.bus.subscribe({
      durable: `call-rings-test-${randomUUID().slice(0, 8)}`,
      subject: RealtimeDeliveries.call.subject,
      handler: async (message) => {
        const d = realtimeEvents.Delivery.decode(message.data);
        heard.push({ eventName: d.eventName, accountIds: d.accountIds, payload: JSON.parse(d.payloadJson) as Record<string, unknown> });
      },
    });
    // 6.7 km apart: farther than the blurring of two helpers' places can swap (2 × 2.7 km, decision 0022), so "the nearest 3" are these.
    for (let i = 0; i < 4; i++)
      helpers.push((await m.onlineHelper({ first: `Helper${i}`, gender: 'Male' }, { latitude: 25.2 + 0.06 * (i + 1), longitude: 55.27 })).id);
    for (const id of helpers) await m.presence.helperDisconnected({}, { identity: asHelper(id) });
  }, 60_000);

  afterAll(async () => {
    await listening?.stop();
    calls?.close();
    m.close();
    await stack?.stop();
  });

  // Every helper goes offline after each test; a test connects the ones it rings.
  afterEach(async () => {
    for (const id of helpers) await m.presence.helperDisconnected({}, { identity: asHelper(id) });
  });

  const as = (userId: string, role: 'USER' | 'HELPER'): { identity: Identity } => ({ identity: { userId, role, requestId: randomUUID(), language: 'en' } });

  /** The n nearest helpers connected (the realtime channel's presence call), once matching offers them all. */
  async function helpersNear(n: number): Promise<string[]> {
    const ids = helpers.slice(0, n);
    for (const id of ids) await m.presence.helperConnected({}, { identity: asHelper(id) });
    // Auth's events reach matching asynchronously: wait until all of them can be matched.
    await waitFor(
      async () =>
        (
          await m.presence.findHelpers(
            { userLocation: { latitude: 25.2, longitude: 55.27 }, categoryId: TECH, languages: ['en'], genderPreference: 0, excludeHelperIds: [], limit: 50 },
            as(randomUUID(), 'USER'),
          )
        ).candidates.filter((c) => ids.includes(c.helperId)).length === n,
      10_000,
    );
    return ids;
  }

  const payingUser = async (): Promise<string> => (await withDefaultCard(post, await m.user())).id;

  const request = (userId: string) =>
    calls.requestCall(
      { categoryId: TECH, location: { latitude: 25.2, longitude: 55.27 }, languages: ['en'], genderPreference: 0, callerFirstName: 'Sara' },
      as(userId, 'USER'),
    );
  const heardBy = (callId: string, eventName: string) => heard.filter((h) => h.payload.callId === callId && h.eventName === eventName);

  it('rings the nearest 3; the first accept wins, the others get missed-call and are offered again, the winner is not', async () => {
    await helpersNear(4);
    const user = await payingUser();
    const { call } = await request(user);
    expect(call).toMatchObject({ state: CALL_STATE_RINGING, wave: 1 });
    expect(call!.rings.map((r) => r.helperId).sort()).toEqual(helpers.slice(0, 3).sort());
    await waitFor(() => heardBy(call!.id, 'incomming-call').length === 3, 10_000);
    const [a, b, c] = helpers as [string, string, string];
    const [first, second] = await Promise.all([
      calls.acceptCall({ caller: { userId: user, categoryId: TECH } }, as(b, 'HELPER')),
      calls.acceptCall({ caller: { userId: user, categoryId: TECH } }, as(c, 'HELPER')),
    ]);
    expect([first.accepted, second.accepted].sort()).toEqual([false, true]);
    const winner = first.accepted ? b : c;
    const { call: accepted } = await calls.getCall({ callId: call!.id }, as(user, 'USER'));
    expect(accepted).toMatchObject({ state: CALL_STATE_ACCEPTED, helperId: winner });
    await waitFor(() => heardBy(call!.id, 'missed-call').some((h) => h.accountIds.includes(a)), 10_000);
    await waitFor(() => heardBy(call!.id, 'call-accepted').some((h) => h.accountIds[0] === user && h.payload.id === winner), 10_000);
    // The winner is in a call now (matching's SetInCall): another user's instant match skips them.
    const next = await request(await payingUser());
    expect(next.call!.rings.map((r) => r.helperId)).not.toContain(winner);
    expect(next.call!.rings.map((r) => r.helperId)).toContain(a);
    await calls.cancelCall({}, as(next.call!.userId, 'USER'));
    await m.presence.clearInCall({ helperId: winner, callId: call!.id }, as(winner, 'HELPER'));
  });

  it('rings the next wave when all decline, and ends with "All helpers declined. Please try again."', async () => {
    await helpersNear(4);
    const user = await payingUser();
    const { call } = await request(user);
    for (const helper of helpers.slice(0, 3)) await calls.declineCall({ callId: call!.id }, as(helper, 'HELPER'));
    const wave2 = await waitFor(async () => {
      const { call: now } = await calls.getCall({ callId: call!.id }, as(user, 'USER'));
      return now!.wave === 2 ? now : undefined;
    }, 10_000);
    expect(wave2!.rings.filter((r) => r.wave === 2).map((r) => r.helperId)).toEqual([helpers[3]]);
    await calls.declineCall({ caller: { userId: user, categoryId: TECH } }, as(helpers[3]!, 'HELPER'));
    await waitFor(async () => (await calls.getCall({ callId: call!.id }, as(user, 'USER'))).call!.state === CALL_STATE_DECLINED, 10_000);
    await waitFor(() => heardBy(call!.id, 'call-declined').some((h) => h.payload.final === true), 10_000);
    const told = heardBy(call!.id, 'call-declined');
    expect(told.filter((h) => h.payload.final === false).map((h) => h.payload.id)).toEqual(helpers);
    expect(told.find((h) => h.payload.final === true)).toMatchObject({
      accountIds: [user],
      payload: { code: 'CALL_ALL_HELPERS_DECLINED', message: CallTexts.allDeclined },
    });
  });

  it('lets the user cancel: every rung helper gets missed-call', async () => {
    const rung = await helpersNear(2);
    const user = await payingUser();
    const { call } = await request(user);
    const { call: cancelled } = await calls.cancelCall({}, as(user, 'USER'));
    expect(cancelled).toMatchObject({ id: call!.id, state: CALL_STATE_CANCELLED });
    await waitFor(
      () => heardBy(call!.id, 'missed-call').some((h) => rung.every((id) => h.accountIds.includes(id)) && h.payload.reason === 'CALL_CANCELLED'),
      10_000,
    );
  });

  it("refuses another account's call: reading, cancelling, answering", async () => {
    const [helper] = await helpersNear(1);
    const user = await payingUser();
    const { call } = await request(user);
    const stranger = await m.user();
    await expect(calls.getCall({ callId: call!.id }, as(stranger.id, 'USER'))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_NOT_FOUND' });
    await expect(calls.cancelCall({ callId: call!.id }, as(stranger.id, 'USER'))).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(calls.acceptCall({ callId: call!.id }, as(stranger.id, 'HELPER'))).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(calls.getCall({ callId: call!.id }, as(helper!, 'HELPER'))).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await calls.cancelCall({}, as(user, 'USER'));
  });

  it('answers "No helper exists in this Category." for a category nobody helps in', async () => {
    const user = await payingUser();
    await expect(
      calls.requestCall(
        { categoryId: 'car-maintenance', location: { latitude: 25.2, longitude: 55.27 }, languages: ['en'], genderPreference: 0 },
        as(user, 'USER'),
      ),
    ).rejects.toMatchObject({
      reason: 'CALL_NO_HELPER_IN_CATEGORY',
      message: CallTexts.noHelperInCategory,
    });
  });
});

import { CallEvents } from '@helpwire/service-kit';
import { waitFor } from '@helpwire/service-kit/testing';
import type { Socket } from 'socket.io-client';
import { apiOf, uniqueIds } from './accounts';
import { matchingAccountsOf, TECH } from './matching-accounts';
import { connected, received } from './realtime-clients';
import { movedClock } from './moved-clock';
import { startStack, type Stack } from './stack';
import { withDefaultCard } from './paying-user';

/** The limit of an accepted call in this stack (CALL_MAX_SECONDS, tests only; the product keeps the hour). */
const LIMIT_SECONDS = 10;

/**
 * The call after accepted, as the two browsers live it (decision 0026): sockets on /call-gateway
 * and the leave routes, through the gateway to the call service, matching and payment on PostgreSQL
 * and JetStream. join-meeting from both, leave and rejoin, both leave, call-ended once with the
 * both-present seconds (and helpwire.call.ended once on the bus), the helper matchable again; a
 * third account refused everything; the end by the time limit.
 */
describe('the meeting of an accepted call, through the gateway', () => {
  let stack: Stack;
  const sockets: Socket[] = [];
  const unique = uniqueIds();
  const { post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  const endedFacts: { callId: string; billableSeconds: number; reason: number }[] = [];
  let helper: { id: string; token: string };
  const clock = movedClock();
  const previousLimit = process.env.CALL_MAX_SECONDS;

  beforeAll(async () => {
    process.env.CALL_MAX_SECONDS = String(LIMIT_SECONDS);
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    helper = await m.onlineHelper({ first: 'Hadi', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
    await stack.bus.bus.subscribe({
      durable: 'contract-call-ended',
      subject: CallEvents.ended.subject,
      handler: async (message) => void endedFacts.push(CallEvents.ended.codec.decode(message.data)),
    });
  }, 60_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    if (previousLimit === undefined) delete process.env.CALL_MAX_SECONDS;
    else process.env.CALL_MAX_SECONDS = previousLimit;
    m.close();
    await stack?.stop();
  });

  const open = async (token: string) => {
    const socket = await connected(stack.base, token);
    sockets.push(socket);
    return socket;
  };
  const heard = (socket: Socket, event: string, callId?: string) =>
    ((received(socket).get(event) ?? []) as Record<string, unknown>[]).filter((p) => callId === undefined || p.callId === callId);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const payingUser = async () => withDefaultCard(post, await m.user());

  /** Whether matching offers the helper (online, available, not in a call). */
  const matchable = () => m.matchable(helper.id);

  /** The user calls, the helper (connected) accepts: both sockets and the call id. */
  async function acceptedCall() {
    const helperSocket = await open(helper.token);
    await waitFor(matchable, 10_000);
    const user = await payingUser();
    const userSocket = await open(user.token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    expect(ack).toMatchObject({ ok: true, ringing: 1 });
    const callId = ack.callId as string;
    await waitFor(() => heard(helperSocket, 'incomming-call', callId).length === 1, 10_000);
    expect(await helperSocket.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH })).toMatchObject({ ok: true, accepted: true });
    return { user, userSocket, helperSocket, callId };
  }

  it('join → leave → rejoin → both leave: call-ended once to both with the both-present seconds; the helper is matchable again', async () => {
    const { user, userSocket, helperSocket, callId } = await acceptedCall();
    const userJoin = await userSocket.emitWithAck('join-meeting', { callId });
    expect(userJoin).toMatchObject({
      ok: true,
      roomDetails: { roomId: callId, callId, media: 'P2P' },
      state: { callId, state: 'ACCEPTED', userPresent: true, helperPresent: false, billableSeconds: 0, callLeftBy: null },
    });
    expect(Date.parse(userJoin.state.endsAt) - Date.parse(userJoin.state.acceptedAt)).toBe(LIMIT_SECONDS * 1000);
    const helperJoin = await helperSocket.emitWithAck('join-meeting', { callId });
    expect(helperJoin).toMatchObject({ ok: true, roomDetails: { roomId: callId }, state: { state: 'IN_PROGRESS', userPresent: true, helperPresent: true } });
    await waitFor(() => heard(userSocket, 'meeting-state', callId).some((s) => s.helperPresent === true), 10_000);
    clock.advance(1500);

    // The helper leaves (REST): the user hears helper-leave with callLeftBy.
    const helperLeft = await post('/call/helperLeaveCall', { callId }, helper.token);
    expect(helperLeft.status).toBe(200);
    expect(helperLeft.body.data).toMatchObject({ callId, state: 'IN_PROGRESS', userPresent: true, helperPresent: false, callLeftBy: 'HELPER' });
    expect(helperLeft.body.data.billableSeconds).toBeGreaterThanOrEqual(1);
    await waitFor(() => heard(userSocket, 'helper-leave', callId).length === 1, 10_000);
    expect(heard(userSocket, 'helper-leave', callId)[0]).toEqual({ callId, callLeftBy: 'HELPER' });

    // The helper reloads: the new socket hears rejoin-meeting with the room, and joins again.
    const reloaded = await open(helper.token);
    await waitFor(() => heard(reloaded, 'rejoin-meeting', callId).length >= 1, 10_000);
    // It says this side had left, and when the call ends by itself.
    expect(heard(reloaded, 'rejoin-meeting', callId)[0]).toMatchObject({
      callId,
      roomDetails: { roomId: callId, media: 'P2P' },
      state: { helperPresent: false, callLeftBy: 'HELPER', endsAt: userJoin.state.endsAt },
    });
    expect(await reloaded.emitWithAck('join-meeting', { callId })).toMatchObject({ ok: true, state: { helperPresent: true } });
    clock.advance(1000);

    const userLeft = await post('/call/userLeaveCall', { callId }, user.token);
    expect(userLeft.body.data).toMatchObject({ state: 'IN_PROGRESS', userPresent: false, callLeftBy: 'USER' });
    await waitFor(() => heard(reloaded, 'user-leave', callId).length === 1, 10_000);
    const last = await post('/call/helperLeaveCall', { callId }, helper.token);
    expect(last.body.data).toMatchObject({ callId, state: 'ENDED', endReason: 'BOTH_LEFT', userPresent: false, helperPresent: false });
    const seconds = last.body.data.billableSeconds as number;
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(LIMIT_SECONDS);

    // Replayed leaves answer the same end and announce nothing more.
    expect((await post('/call/helperLeaveCall', { callId }, helper.token)).body.data).toMatchObject({ state: 'ENDED', billableSeconds: seconds });
    expect((await post('/call/userLeaveCall', { callId }, user.token)).body.data).toMatchObject({ state: 'ENDED', billableSeconds: seconds });
    await waitFor(() => heard(userSocket, 'call-ended', callId).length === 1 && heard(reloaded, 'call-ended', callId).length === 1, 10_000);
    await waitFor(() => endedFacts.some((e) => e.callId === callId), 10_000);
    await pause(500);
    expect(heard(userSocket, 'call-ended', callId)).toEqual([expect.objectContaining({ callId, reason: 'BOTH_LEFT', billableSeconds: seconds })]);
    expect(heard(helperSocket, 'call-ended', callId)).toHaveLength(1);
    expect(endedFacts.filter((e) => e.callId === callId)).toEqual([expect.objectContaining({ billableSeconds: seconds })]);

    // The helper is offered again; a new socket of either hears no rejoin for the ended call.
    await waitFor(matchable, 10_000);
    const after = await open(user.token);
    await pause(300);
    expect(heard(after, 'rejoin-meeting')).toEqual([]);
    expect(await after.emitWithAck('join-meeting', { callId })).toEqual({ ok: false, code: 'CALL_ENDED', message: 'This call has ended' });
  }, 60_000);

  it('a third account is refused everything; the wrong role is refused the leave routes', async () => {
    const { user, userSocket, callId } = await acceptedCall();
    const stranger = await m.user();
    const strangerSocket = await open(stranger.token);
    expect(await strangerSocket.emitWithAck('join-meeting', { callId })).toEqual({ ok: false, code: 'CALL_NOT_FOUND', message: 'Call not found' });
    expect(await strangerSocket.emitWithAck('get-meeting-state', { callId })).toEqual({ ok: false, code: 'CALL_NOT_FOUND', message: 'Call not found' });
    // The parties read the meeting's state without joining (nobody present yet, not recorded: peer to peer).
    expect(await userSocket.emitWithAck('get-meeting-state', { callId })).toMatchObject({
      ok: true,
      state: { callId, state: 'ACCEPTED', userPresent: false, helperPresent: false, recording: false },
    });
    const leave = await post('/call/userLeaveCall', { callId }, stranger.token);
    expect(leave.status).toBe(404);
    expect(leave.body).toMatchObject({ code: 'CALL_NOT_FOUND' });
    expect((await post('/call/helperLeaveCall', { callId }, user.token)).status).toBe(403);
    expect((await post('/call/userLeaveCall', { callId }, helper.token)).body).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
    expect((await post('/call/userLeaveCall', {}, user.token)).status).toBe(400);
    expect((await post('/call/userLeaveCall', { callId })).status).toBe(401);
    await userSocket.emitWithAck('join-meeting', { callId });
    await pause(300);
    for (const event of ['meeting-state', 'rejoin-meeting', 'user-leave', 'helper-leave', 'call-ended']) expect(heard(strangerSocket, event)).toEqual([]);
    // Both leave so the helper is free for the next test.
    await post('/call/userLeaveCall', { callId }, user.token);
    await post('/call/helperLeaveCall', { callId }, helper.token);
    await waitFor(matchable, 10_000);
  }, 60_000);

  it('the relay ends with the call: after call-ended, signals and drawings of sockets that signalled during the call are refused and reach nobody', async () => {
    const { user, userSocket, helperSocket, callId } = await acceptedCall();
    await userSocket.emitWithAck('join-meeting', { callId });
    await helperSocket.emitWithAck('join-meeting', { callId });
    const hello = { kind: 'hello', session: 'user-tab-1' };
    const stroke = (part: number) => ({ kind: 'stroke', id: 'circle-1', target: 'camera', color: 'red', part, points: [[0.2, 0.3]], done: false });
    // During the call both routes work (each socket learns its route here).
    expect(await userSocket.emitWithAck('meeting-signal', { callId, signal: hello })).toEqual({ ok: true });
    expect(await helperSocket.emitWithAck('meeting-annotation', { callId, annotation: stroke(0) })).toEqual({ ok: true });
    await waitFor(() => heard(helperSocket, 'meeting-signal', callId).length === 1 && heard(userSocket, 'meeting-annotation', callId).length === 1, 10_000);

    await post('/call/userLeaveCall', { callId }, user.token);
    await post('/call/helperLeaveCall', { callId }, helper.token);
    await waitFor(() => heard(userSocket, 'call-ended', callId).length === 1 && heard(helperSocket, 'call-ended', callId).length === 1, 10_000);

    const over = { ok: false, code: 'REALTIME_CALL_NOT_ACCEPTED', message: 'This call has no meeting to join' };
    expect(await userSocket.emitWithAck('meeting-signal', { callId, signal: { ...hello, session: 'user-tab-2' } })).toEqual(over);
    expect(await helperSocket.emitWithAck('meeting-annotation', { callId, annotation: stroke(1) })).toEqual(over);
    expect(await helperSocket.emitWithAck('meeting-signal', { callId, signal: { kind: 'hello', session: 'helper-tab-1' } })).toEqual(over);
    // The other person heard nothing after the end (a round trip on each socket flushes what was on its way).
    await userSocket.emitWithAck('get-meeting-state', { callId });
    await helperSocket.emitWithAck('get-meeting-state', { callId });
    expect(heard(helperSocket, 'meeting-signal', callId)).toHaveLength(1);
    expect(heard(userSocket, 'meeting-annotation', callId)).toHaveLength(1);
    expect(heard(userSocket, 'meeting-signal', callId)).toEqual([]);
    await waitFor(matchable, 10_000);
  }, 60_000);

  it(`ends by itself at the limit (${LIMIT_SECONDS} s here, one hour in the product): call-ended TIME_LIMIT to both, once`, async () => {
    const { userSocket, helperSocket, callId } = await acceptedCall();
    await userSocket.emitWithAck('join-meeting', { callId });
    await helperSocket.emitWithAck('join-meeting', { callId });
    await waitFor(
      () => heard(userSocket, 'call-ended', callId).length === 1 && heard(helperSocket, 'call-ended', callId).length === 1,
      (LIMIT_SECONDS + 10) * 1000,
    );
    const ended = heard(userSocket, 'call-ended', callId)[0]!;
    expect(ended).toMatchObject({ callId, reason: 'TIME_LIMIT' });
    expect(ended.billableSeconds).toBeGreaterThanOrEqual(LIMIT_SECONDS - 4);
    expect(ended.billableSeconds).toBeLessThanOrEqual(LIMIT_SECONDS);
    await waitFor(() => endedFacts.some((e) => e.callId === callId), 10_000);
    expect(endedFacts.filter((e) => e.callId === callId)).toHaveLength(1);
    await waitFor(matchable, 10_000);
  }, 60_000);
});

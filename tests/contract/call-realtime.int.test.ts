import { CallTexts } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import type { Socket } from 'socket.io-client';
import { apiOf, uniqueIds } from './accounts';
import { asHelper, matchingAccountsOf, TECH } from './matching-accounts';
import { connected, received } from './realtime-clients';
import { startStack, type Stack } from './stack';
import { withDefaultCard } from './paying-user';

/**
 * The whole chain as the two browsers use it: sockets on /call-gateway (helpers online by being
 * connected), call-helper from the user, incomming-call on the helpers' sockets, accept-user-call or
 * decline-user-call from them, and what each side hears — gateway, auth, payment, matching and the
 * call service on PostgreSQL and JetStream.
 */
describe('calls over the realtime channel', () => {
  let stack: Stack;
  const sockets: Socket[] = [];
  const helpers: { id: string; token: string }[] = [];
  const unique = uniqueIds();
  const { post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    for (let i = 0; i < 3; i++)
      helpers.push(await m.onlineHelper({ first: `Helper${i}`, gender: 'Male' }, { latitude: 25.2 + 0.01 * (i + 1), longitude: 55.27 }));
    for (const h of helpers) await m.presence.helperDisconnected({}, { identity: asHelper(h.id) });
  }, 60_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    m.close();
    await stack?.stop();
  });

  const open = async (token: string) => {
    const socket = await connected(stack.base, token);
    sockets.push(socket);
    return socket;
  };

  const payingUser = async () => withDefaultCard(post, await m.user());

  /** The helpers' sockets, connected (the channel reports them online to matching) and offered. */
  async function helpersOnline() {
    const helperSockets = await Promise.all(helpers.map((h) => open(h.token)));
    await waitFor(async () => (await Promise.all(helpers.map((h) => m.matchable(h.id)))).every(Boolean), 10_000);
    return helperSockets;
  }

  const heard = (socket: Socket, event: string) => (received(socket).get(event) ?? []) as Record<string, unknown>[];

  it('call-helper rings 3 helpers; the first accept gets the room, the user call-accepted, the others missed-call', async () => {
    const helperSockets = await helpersOnline();
    const user = await payingUser();
    const userSocket = await open(user.token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    expect(ack).toEqual({ ok: true, callId: expect.stringMatching(/^HW-/), ringing: 3 });
    await waitFor(() => helperSockets.every((s) => heard(s, 'incomming-call').some((p) => p.callId === ack.callId)), 10_000);
    expect(heard(helperSockets[0]!, 'incomming-call').at(-1)).toMatchObject({ id: user.id, categoryId: TECH, callerFirstName: 'Sara' });
    const accepted = await helperSockets[1]!.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH });
    // No JANUS_URL in the contract stack: the call goes peer to peer (decision 0025).
    expect(accepted).toEqual({
      ok: true,
      accepted: true,
      roomDetails: { roomId: ack.callId, callId: ack.callId, media: 'P2P', recording: false, iceServers: [] },
    });
    expect(await helperSockets[0]!.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH })).toEqual({
      ok: true,
      accepted: false,
      roomDetails: null,
    });
    await waitFor(() => heard(userSocket, 'call-accepted').some((p) => p.callId === ack.callId && p.id === helpers[1]!.id), 10_000);
    expect(heard(userSocket, 'call-accepted').find((p) => p.callId === ack.callId)!.roomDetails).toEqual({
      roomId: ack.callId,
      callId: ack.callId,
      media: 'P2P',
      recording: false,
      iceServers: [],
    });
    await waitFor(() => [0, 2].every((i) => heard(helperSockets[i]!, 'missed-call').some((p) => p.callId === ack.callId && p.userId === user.id)), 10_000);
    expect(heard(helperSockets[1]!, 'missed-call').filter((p) => p.callId === ack.callId)).toEqual([]);
    await m.presence.clearInCall({ helperId: helpers[1]!.id, callId: ack.callId as string }, { identity: asHelper(helpers[1]!.id) });
  });

  it('meeting-signal: refused while ringing, relayed between the two parties once accepted, never to or from a third account', async () => {
    const helperSockets = await helpersOnline();
    const user = await payingUser();
    const userSocket = await open(user.token);
    const stranger = await open((await m.user()).token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    const callId = ack.callId as string;
    const hello = { callId, signal: { kind: 'hello', session: 'u1' } };
    expect(await userSocket.emitWithAck('meeting-signal', hello)).toEqual({
      ok: false,
      code: 'REALTIME_CALL_NOT_ACCEPTED',
      message: 'This call has no meeting to join',
    });
    await waitFor(() => heard(helperSockets[2]!, 'incomming-call').some((p) => p.callId === callId), 10_000);
    expect(await helperSockets[2]!.emitWithAck('meeting-signal', hello)).toEqual({ ok: false, code: 'CALL_NOT_FOUND', message: 'Call not found' });
    expect(await helperSockets[2]!.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH })).toMatchObject({ ok: true, accepted: true });

    const offer = { kind: 'description', description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' }, session: 'u1', to: 'h1' };
    expect(await userSocket.emitWithAck('meeting-signal', hello)).toEqual({ ok: true });
    expect(await userSocket.emitWithAck('meeting-signal', { callId, signal: offer })).toEqual({ ok: true });
    const answer = { kind: 'description', description: { type: 'answer', sdp: 'v=0\r\n' }, session: 'h1', to: 'u1' };
    expect(await helperSockets[2]!.emitWithAck('meeting-signal', { callId, signal: answer })).toEqual({ ok: true });
    await waitFor(() => heard(helperSockets[2]!, 'meeting-signal').length === 2 && heard(userSocket, 'meeting-signal').length === 1, 10_000);
    expect(heard(helperSockets[2]!, 'meeting-signal')).toEqual([
      { callId, from: 'USER', signal: { kind: 'hello', session: 'u1' } },
      { callId, from: 'USER', signal: offer },
    ]);
    expect(heard(userSocket, 'meeting-signal')).toEqual([{ callId, from: 'HELPER', signal: answer }]);

    // A third account (another user, a helper who was rung but lost) is refused and hears nothing.
    expect(await stranger.emitWithAck('meeting-signal', hello)).toEqual({ ok: false, code: 'CALL_NOT_FOUND', message: 'Call not found' });
    expect(await helperSockets[0]!.emitWithAck('meeting-signal', hello)).toEqual({ ok: false, code: 'CALL_NOT_FOUND', message: 'Call not found' });
    await new Promise((r) => setTimeout(r, 300));
    expect([heard(stranger, 'meeting-signal'), heard(helperSockets[0]!, 'meeting-signal'), heard(helperSockets[1]!, 'meeting-signal')]).toEqual([[], [], []]);
    expect(heard(userSocket, 'meeting-signal')).toHaveLength(1);
    await m.presence.clearInCall({ helperId: helpers[2]!.id, callId }, { identity: asHelper(helpers[2]!.id) });
  });

  it('all three decline: the user hears each, then "All helpers declined. Please try again."', async () => {
    const helperSockets = await helpersOnline();
    const user = await payingUser();
    const userSocket = await open(user.token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    expect(ack).toMatchObject({ ok: true, ringing: 3 });
    await waitFor(() => helperSockets.every((s) => heard(s, 'incomming-call').some((p) => p.callId === ack.callId)), 10_000);
    for (const socket of helperSockets) expect(await socket.emitWithAck('decline-user-call', { userId: user.id, categoryId: TECH })).toEqual({ ok: true });
    await waitFor(() => heard(userSocket, 'call-declined').some((p) => p.callId === ack.callId && p.final === true), 10_000);
    const declined = heard(userSocket, 'call-declined').filter((p) => p.callId === ack.callId);
    expect(
      declined
        .filter((p) => p.final === false)
        .map((p) => p.id)
        .sort(),
    ).toEqual(helpers.map((h) => h.id).sort());
    expect(declined.find((p) => p.final === true)).toMatchObject({ code: 'CALL_ALL_HELPERS_DECLINED', message: CallTexts.allDeclined });
  });

  it('a helper who reloads while rung hears the ring again on the new connection, and can answer it', async () => {
    const helperSockets = await helpersOnline();
    const user = await payingUser();
    const userSocket = await open(user.token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    await waitFor(() => heard(helperSockets[0]!, 'incomming-call').some((p) => p.callId === ack.callId), 10_000);
    const ring = heard(helperSockets[0]!, 'incomming-call').find((p) => p.callId === ack.callId);
    helperSockets[0]!.disconnect();
    const reloaded = await open(helpers[0]!.token);
    await waitFor(() => heard(reloaded, 'incomming-call').some((p) => p.callId === ack.callId), 10_000);
    expect(heard(reloaded, 'incomming-call')).toEqual([ring]);
    expect(await reloaded.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH })).toMatchObject({ ok: true, accepted: true });
    // Another connection now is owed the meeting, not the ring.
    const again = await open(helpers[0]!.token);
    await waitFor(() => heard(again, 'rejoin-meeting').length === 1, 10_000);
    expect(heard(again, 'incomming-call')).toEqual([]);
    await m.presence.clearInCall({ helperId: helpers[0]!.id, callId: ack.callId as string }, { identity: asHelper(helpers[0]!.id) });
  });

  it('cancel-calling-helper stops the rings: the helpers get missed-call', async () => {
    const helperSockets = await helpersOnline();
    const user = await payingUser();
    const userSocket = await open(user.token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    expect(await userSocket.emitWithAck('cancel-calling-helper', {})).toEqual({ ok: true });
    await waitFor(() => helperSockets.every((s) => heard(s, 'missed-call').some((p) => p.callId === ack.callId && p.reason === 'CALL_CANCELLED')), 10_000);
  });
});

import { REALTIME_PATH } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { JwtTokenVerifier } from '../http/authentication';
import { unavailableCallUpstream, type CallParties } from './call-upstream';
import { CALL_LIFE_MS, routeOf } from './meeting-signal-relay';
import { startRealtimeChannel, type RealtimeChannel } from './realtime-channel';

const SECRET = 'meeting-signal-unit-test-secret-0123456789';
const USER = 'user-1';
const HELPER = 'helper-1';
const accepted: CallParties = { callId: 'HW-CALL1', userId: USER, helperId: HELPER, state: 'ACCEPTED', acceptedAt: new Date() };

describe('meeting-signal: who a signal goes to', () => {
  it("the user signals the helper, the helper the user, each to the other role room, for the call's hour", () => {
    const now = accepted.acceptedAt!.getTime() + 5 * 60_000;
    expect(routeOf({ userId: USER, role: 'USER' }, accepted, now)).toEqual({
      peerRoom: `account:${HELPER}:HELPER`,
      from: 'USER',
      until: accepted.acceptedAt!.getTime() + CALL_LIFE_MS,
    });
    expect(routeOf({ userId: HELPER, role: 'HELPER' }, accepted, now)).toMatchObject({ peerRoom: `account:${USER}:USER`, from: 'HELPER' });
  });

  it('a third account, or a party in the other role, is told the call does not exist', () => {
    for (const identity of [
      { userId: 'stranger', role: 'USER' },
      { userId: 'stranger', role: 'HELPER' },
      { userId: USER, role: 'HELPER' },
      { userId: HELPER, role: 'USER' },
    ]) {
      expect(() => routeOf(identity, accepted, 0)).toThrow(expect.objectContaining({ reason: 'CALL_NOT_FOUND' }));
    }
  });

  it('a call still ringing, or ended without a helper, has no meeting', () => {
    for (const call of [
      { ...accepted, state: 'RINGING', helperId: undefined },
      { ...accepted, state: 'CANCELLED', helperId: undefined },
    ]) {
      expect(() => routeOf({ userId: USER, role: 'USER' }, call, 0)).toThrow(expect.objectContaining({ reason: 'REALTIME_CALL_NOT_ACCEPTED' }));
    }
  });
});

/** The relay on a real socket.io channel (memory adapter): the other party's sockets only, the parties asked for once. */
describe('meeting-signal through the channel', () => {
  let http: HttpServer;
  let channel: RealtimeChannel;
  let base: string;
  let call: CallParties = accepted;
  /** How long the call service takes to answer. */
  let lookupMs = 0;
  const lookups: { userId: string | undefined; callId: string }[] = [];
  const sockets: Socket[] = [];

  async function connect(userId: string, role: string): Promise<Socket> {
    const token = await new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    const socket = connectClient(base, { path: REALTIME_PATH, transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }
  const heard = (socket: Socket) => {
    const got: unknown[] = [];
    socket.on('meeting-signal', (payload: unknown) => got.push(payload));
    return got;
  };
  const settle = () => new Promise((r) => setTimeout(r, 150));

  beforeAll(async () => {
    http = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    channel = await startRealtimeChannel({
      httpServer: http,
      verifier: new JwtTokenVerifier(SECRET, async () => false),
      logger: silentLogger,
      redisPrefix: 'unused',
      limitStore: { prefix: 'unused' },
      upstream: {
        ...unavailableCallUpstream,
        async callParties(identity, callId) {
          lookups.push({ userId: identity.userId, callId });
          await new Promise((r) => setTimeout(r, lookupMs));
          if (callId !== call.callId || (identity.userId !== call.userId && identity.userId !== call.helperId))
            throw AppError.notFound('Call not found', 'CALL_NOT_FOUND');
          return call;
        },
      },
      presence: { connected: async () => ({ heartbeatIntervalMs: 10_000 }), heartbeats: async () => undefined, disconnected: async () => undefined },
      upstreamDeadlineMs: 3000,
    });
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await settle();
    lookups.length = 0;
    lookupMs = 0;
    call = accepted;
  });
  afterAll(async () => {
    await channel.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it('a signal reaches every socket of the other party only, with from; the parties are asked once per socket and call', async () => {
    const user = await connect(USER, 'USER');
    const helperTabs = [await connect(HELPER, 'HELPER'), await connect(HELPER, 'HELPER')];
    const helperAsUser = await connect(HELPER, 'USER');
    const stranger = await connect('stranger', 'HELPER');
    const [toUser, toHelper0, toHelper1, toHelperAsUser, toStranger] = [user, ...helperTabs, helperAsUser, stranger].map(heard);

    expect(await user.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal: { kind: 'hello', session: 'u1' } })).toEqual({ ok: true });
    const offer = { kind: 'description', description: { type: 'offer', sdp: 'v=0\r\n' }, session: 'u1', to: 'h1' };
    expect(await user.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal: offer })).toEqual({ ok: true });
    const candidate = {
      kind: 'candidate',
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
      session: 'h1',
      to: 'u1',
    };
    expect(await helperTabs[0]!.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal: candidate })).toEqual({ ok: true });
    await settle();

    expect(toHelper0).toEqual([
      { callId: 'HW-CALL1', from: 'USER', signal: { kind: 'hello', session: 'u1' } },
      { callId: 'HW-CALL1', from: 'USER', signal: offer },
    ]);
    expect(toHelper1).toEqual(toHelper0);
    expect(toUser).toEqual([{ callId: 'HW-CALL1', from: 'HELPER', signal: candidate }]);
    expect(toHelperAsUser).toEqual([]);
    expect(toStranger).toEqual([]);
    expect(lookups).toEqual([
      { userId: USER, callId: 'HW-CALL1' },
      { userId: HELPER, callId: 'HW-CALL1' },
    ]);
  });

  it('signals sent at once while the parties are being looked up go out in the order they came, after one lookup', async () => {
    lookupMs = 150;
    const user = await connect(USER, 'USER');
    const toHelper = heard(await connect(HELPER, 'HELPER'));
    const signals = [
      { kind: 'hello', session: 'u1' },
      { kind: 'description', description: { type: 'offer', sdp: 'v=0\r\n' }, session: 'u1', to: 'h1' },
      ...Array.from({ length: 5 }, (_, i) => ({
        kind: 'candidate',
        candidate: { candidate: `candidate:${i} 1 udp 1 127.0.0.1 ${5000 + i} typ host`, sdpMid: '0', sdpMLineIndex: 0 },
        session: 'h1',
        to: 'u1',
      })),
    ];
    const acks = await Promise.all(signals.map((signal) => user.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal })));
    expect(acks.every((ack) => ack.ok === true)).toBe(true);
    await settle();
    expect(toHelper.map((p) => (p as { signal: unknown }).signal)).toEqual(signals);
    expect(lookups).toHaveLength(1);
  });

  it('a third account is refused as "Call not found" and nothing is relayed', async () => {
    const user = heard(await connect(USER, 'USER'));
    const helper = heard(await connect(HELPER, 'HELPER'));
    const stranger = await connect('stranger', 'USER');
    expect(await stranger.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal: { kind: 'hello', session: 'u1' } })).toEqual({
      ok: false,
      code: 'CALL_NOT_FOUND',
      message: 'Call not found',
    });
    await settle();
    expect([user, helper]).toEqual([[], []]);
  });

  it('a call not accepted is refused; malformed signals are refused by the schema', async () => {
    call = { ...accepted, state: 'RINGING', helperId: undefined };
    const user = await connect(USER, 'USER');
    expect(await user.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal: { kind: 'hello', session: 'u1' } })).toEqual({
      ok: false,
      code: 'REALTIME_CALL_NOT_ACCEPTED',
      message: 'This call has no meeting to join',
    });
    expect(await user.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal: { kind: 'shout' } })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    // Every signal names its sender's connection generation (decision 0027).
    expect(await user.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal: { kind: 'hello' } })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    // Over the schema's 24,000 characters, within the event's size: the schema refuses it.
    expect(
      await user.emitWithAck('meeting-signal', {
        callId: 'HW-CALL1',
        signal: { kind: 'description', description: { type: 'offer', sdp: 'x'.repeat(25_000) }, session: 'u1' },
      }),
    ).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    // Over the event's size (25 KiB): refused before the schema, with its reason.
    expect(await user.emitWithAck('meeting-signal', { callId: 'HW-CALL1', signal: { kind: 'hello', session: 'u1', padding: 'x'.repeat(26_000) } })).toEqual({
      ok: false,
      code: 'REALTIME_EVENT_TOO_LARGE',
      message: 'This message is too large to send',
    });
  });

  it("annotations: the helper's strokes reach the user; either side's clear reaches the other; a user's stroke and bad points are refused", async () => {
    const user = await connect(USER, 'USER');
    const helper = await connect(HELPER, 'HELPER');
    const stranger = await connect('stranger', 'HELPER');
    const drawn = (socket: Socket) => {
      const got: unknown[] = [];
      socket.on('meeting-annotation', (payload: unknown) => got.push(payload));
      return got;
    };
    const [toUser, toHelper, toStranger] = [user, helper, stranger].map(drawn);
    const stroke = {
      kind: 'stroke',
      id: 's1',
      target: 'screen',
      color: 'red',
      part: 0,
      points: [
        [0.1, 0.2],
        [0.15, 0.25],
      ],
      done: false,
    };
    expect(await helper.emitWithAck('meeting-annotation', { callId: 'HW-CALL1', annotation: stroke })).toEqual({ ok: true });
    expect(
      await helper.emitWithAck('meeting-annotation', { callId: 'HW-CALL1', annotation: { ...stroke, part: 1, points: [[0.2, 0.3]], done: true } }),
    ).toEqual({ ok: true });
    expect(await user.emitWithAck('meeting-annotation', { callId: 'HW-CALL1', annotation: { kind: 'clear' } })).toEqual({ ok: true });
    expect(await user.emitWithAck('meeting-annotation', { callId: 'HW-CALL1', annotation: stroke })).toEqual({
      ok: false,
      code: 'ROLE_NOT_ALLOWED',
      message: 'Role not allowed',
    });
    expect(await helper.emitWithAck('meeting-annotation', { callId: 'HW-CALL1', annotation: { ...stroke, points: [[1.5, 0.2]] } })).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
    expect(await helper.emitWithAck('meeting-annotation', { callId: 'HW-CALL1', annotation: { ...stroke, color: 'url(x)' } })).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
    expect(await stranger.emitWithAck('meeting-annotation', { callId: 'HW-CALL1', annotation: { kind: 'clear' } })).toEqual({
      ok: false,
      code: 'CALL_NOT_FOUND',
      message: 'Call not found',
    });
    await settle();
    expect(toUser).toEqual([
      { callId: 'HW-CALL1', from: 'HELPER', annotation: stroke },
      { callId: 'HW-CALL1', from: 'HELPER', annotation: { ...stroke, part: 1, points: [[0.2, 0.3]], done: true } },
    ]);
    expect(toHelper).toEqual([{ callId: 'HW-CALL1', from: 'USER', annotation: { kind: 'clear' } }]);
    expect(toStranger).toEqual([]);
  });
});

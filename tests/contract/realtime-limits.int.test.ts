import { RealtimeTexts, Texts } from '@helpwire/contracts';
import { BUDGET_WINDOW_MS, EVENT_LIMITS, SOCKETS_PER_ACCOUNT } from '@helpwire/gateway';
import { waitFor } from '@helpwire/service-kit/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { apiOf, uniqueIds } from './accounts';
import { matchingAccountsOf, TECH } from './matching-accounts';
import { withDefaultCard } from './paying-user';
import { connected, connection, realtimeClient, received, waitUntil } from './realtime-clients';
import { startStack, type Stack } from './stack';

/** A session description as large as the schema allows (24,000 characters): the 24 KB signals of the review. */
const LARGE_SDP = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(420)}`.slice(0, 24_000);

/** What the flooder process answers when it stops. */
interface FloodReport {
  sent: number;
  /** Each answer the flooder got, with the event it answered. */
  acks: { event: string; ok: boolean; code?: string; message?: string }[];
  disconnections: number;
  handshakesRefused: string[];
}

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!;

/**
 * The realtime channel's limits (issue 21, item 2), through the real gateway on Redis, PostgreSQL and
 * JetStream: one socket's flood of chat messages, 24 KB signals and lookups of unknown calls costs
 * the flooder refusals and a disconnection, stores no chat message beyond the budget, and leaves
 * another account's REST and realtime latency where it was; the socket cap and the size limits.
 */
describe('the realtime channel under a flood, through the gateway', () => {
  let stack: Stack;
  const sockets: Socket[] = [];
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  let helper: { id: string; token: string };

  beforeAll(async () => {
    stack = await startStack({
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REALTIME_REDIS_PREFIX: `helpwire:test-limits:${randomUUID()}`,
      RATE_LIMIT_PREFIX: `helpwire:test-limits-rl:${randomUUID()}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      STRICT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    await m.open();
    helper = await m.onlineHelper({ first: 'Hadi', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
  }, 120_000);

  /** The flooder process of a test, stopped after it whatever happened. */
  let flooder: ChildProcess | undefined;

  afterEach(() => {
    flooder?.kill();
    flooder = undefined;
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
  const heard = (socket: Socket, event: string, callId: string) =>
    ((received(socket).get(event) ?? []) as { callId: string }[]).filter((p) => p.callId === callId);

  /** The user calls, the helper accepts, both join: the two sockets and the call. */
  async function acceptedCall() {
    const helperSocket = await open(helper.token);
    await waitFor(() => m.matchable(helper.id), 10_000);
    const user = await withDefaultCard(post, await m.user());
    const userSocket = await open(user.token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    const callId = ack.callId as string;
    await waitFor(() => heard(helperSocket, 'incomming-call', callId).length === 1, 10_000);
    expect(await helperSocket.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH })).toMatchObject({ ok: true, accepted: true });
    await userSocket.emitWithAck('join-meeting', { callId });
    await helperSocket.emitWithAck('join-meeting', { callId });
    const end = async () => {
      await post('/call/userLeaveCall', { callId }, user.token);
      await post('/call/helperLeaveCall', { callId }, helper.token);
      await waitFor(() => m.matchable(helper.id), 10_000);
    };
    return { user, userSocket, helperSocket, callId, end };
  }

  const storedMessages = async (callId: string) => {
    const result = await stack.database.db.execute(`select count(*)::int as n from call.call_messages where call_id = '${callId}'`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  // Issue 21, item 2: with per-event budgets alone a flood of ~1,400 events/s raised a bystander's
  // REST p95 from 134.6 to 891.4 ms on the 2-core machine (the gateway decoded every frame before
  // refusing it); the transport budget (transport-budget.ts) now closes the flooder's connection
  // before socket.io decodes more.
  it('a flood from one socket costs the flooder refusals and a disconnection, stores nothing beyond the budget, while the others are answered', async () => {
    const { user, helperSocket, callId, end } = await acceptedCall();
    const bystander = await m.user();

    /** Another account's REST p95 (its own profile, through auth and PostgreSQL) and realtime p95 (a lookup through the call service). */
    const measure = async () => {
      const rest: number[] = [];
      const statuses = new Set<number>();
      for (let i = 0; i < 40; i++) {
        const started = performance.now();
        statuses.add((await get('/users/call-history', bystander.token)).status);
        rest.push(performance.now() - started);
      }
      // A fresh socket each time: the measure stays inside the bystander's own lookup budget.
      const socket = await connected(stack.base, bystander.token);
      const realtime: number[] = [];
      for (let i = 0; i < 15; i++) {
        const started = performance.now();
        expect(await socket.emitWithAck('get-meeting-state', { callId })).toMatchObject({ ok: false, code: 'CALL_NOT_FOUND' });
        realtime.push(performance.now() - started);
      }
      socket.disconnect();
      return { rest: p95(rest), realtime: p95(realtime), statuses: [...statuses] };
    };

    const alone = await measure();

    // The flooder, in its own process: the call's user, reconnecting whenever the gateway drops it,
    // each round 300 chat messages, 300 signals of 24 KB and 300 lookups of unknown calls at once.
    const floodStarted = Date.now();
    // At the lowest CPU priority: a real attacker's machine is not ours, so its own encoding work
    // must not take the cores the product under test shares with it here.
    const child = spawn('nice', ['-n', '19', process.execPath, join(__dirname, 'realtime-flooder.mjs'), stack.base, user.token, callId], {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    flooder = child;
    let flooding = false;
    let report: FloodReport | undefined;
    child.on('message', (message: { flooding?: number; stats?: FloodReport }) => {
      if (message.flooding) flooding = true;
      if (message.stats) report = message.stats;
    });
    let flooded: Awaited<ReturnType<typeof measure>>;
    try {
      await waitUntil(() => flooding, 20_000, 'the flood to start');
      flooded = await measure();
      child.send('stop');
      await waitUntil(() => report !== undefined, 30_000, 'the flooder’s report');
    } finally {
      child.kill();
      // The call ends whatever the figures say, so the helper is free for the next test.
      await end();
    }
    const { sent, acks, disconnections } = report!;
    const floodSeconds = (Date.now() - floodStarted) / 1000;

    // The others' latency, printed (the review saw p50 19 → 885 ms); their requests are all answered.
    console.log(
      `realtime flood: statuses ${alone.statuses} / ${flooded.statuses}; ${sent} events sent in ${floodSeconds.toFixed(1)} s, ${disconnections} disconnections, ${report!.handshakesRefused.length} handshakes refused; bystander REST p95 ${alone.rest.toFixed(1)} → ${flooded.rest.toFixed(1)} ms, realtime p95 ${alone.realtime.toFixed(1)} → ${flooded.realtime.toFixed(1)} ms`,
    );
    expect(alone.statuses).toEqual([200]);
    expect(flooded.statuses).toEqual([200]);
    // The latencies above are a measurement, not an assertion (a shared machine's durations say
    // nothing certain): bench/results/realtime-flood.md keeps the readings.

    // The flooder: disconnected; whatever it was answered before is within its budget or a refusal
    // with the reason code and text (the transport budget may cut it before any refusal goes out).
    expect(disconnections).toBeGreaterThanOrEqual(1);
    // A lookup of an unknown call let through within the budget is answered CALL_NOT_FOUND (as the
    // bystander's are); every other refusal is the rate limit, with its code and text.
    const answered = (ack: FloodReport['acks'][number]) => ack.ok || (ack.event === 'get-meeting-state' && ack.code === 'CALL_NOT_FOUND');
    expect(acks.filter((ack) => !answered(ack) && (ack.code !== 'RATE_LIMITED' || ack.message !== Texts.tooManyRequests))).toEqual([]);
    expect(acks.filter(answered).length).toBeLessThan(sent / 10);

    // Nothing beyond the account's chat budget was stored: at most one budget per window the flood spanned.
    const windows = Math.ceil((floodSeconds * 1000) / BUDGET_WINDOW_MS) + 1;
    const stored = await storedMessages(callId);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(EVENT_LIMITS['send-chat-message'].perAccount * windows);
    expect(stored).toBeLessThan(300);
    // The helper was relayed no more 24 KB signals than the budget let through.
    expect(heard(helperSocket, 'meeting-signal', callId).length).toBeLessThanOrEqual(EVENT_LIMITS['meeting-signal'].perAccount * windows);
  }, 120_000);

  it('a real call’s burst passes: signals, 200 parts of a drawing and a few chat messages, none refused', async () => {
    const { userSocket, helperSocket, callId, end } = await acceptedCall();
    const acks = await Promise.all([
      userSocket.emitWithAck('meeting-signal', { callId, signal: { kind: 'hello', session: 'u1' } }),
      helperSocket.emitWithAck('meeting-signal', {
        callId,
        signal: { kind: 'description', session: 'h1', to: 'u1', description: { type: 'offer', sdp: LARGE_SDP.slice(0, 12_000) } },
      }),
      ...Array.from({ length: 20 }, (_, i) =>
        userSocket.emitWithAck('meeting-signal', {
          callId,
          signal: {
            kind: 'candidate',
            session: 'u1',
            to: 'h1',
            candidate: { candidate: `candidate:${i} 1 udp 2122260223 192.0.2.${i} 5${i}000 typ host`, sdpMid: '0', sdpMLineIndex: 0 },
          },
        }),
      ),
      ...Array.from({ length: 200 }, (_, part) =>
        helperSocket.emitWithAck('meeting-annotation', {
          callId,
          annotation: {
            kind: 'stroke',
            id: 'arrow',
            target: 'screen',
            color: 'yellow',
            part,
            points: Array.from({ length: 10 }, (_, k) => [k / 10, part / 200]),
            done: part === 199,
          },
        }),
      ),
      ...Array.from({ length: 5 }, (_, i) => userSocket.emitWithAck('send-chat-message', { callId, text: `message ${i}` })),
    ]);
    expect(acks.filter((ack) => !ack.ok)).toEqual([]);
    await waitFor(() => heard(userSocket, 'meeting-annotation', callId).length === 200, 10_000);
    await end();
  }, 60_000);

  it('sizes: an event over its limit is refused with its reason, a frame over the largest limit closes the socket', async () => {
    const { userSocket, callId, end } = await acceptedCall();
    const tooLarge = { ok: false, code: 'REALTIME_EVENT_TOO_LARGE', message: RealtimeTexts.eventTooLarge };
    // 8,000 characters of Arabic are 16 KB: over the chat's size, whatever the schema's character count.
    expect(await userSocket.emitWithAck('send-chat-message', { callId, text: 'م'.repeat(8000) })).toEqual(tooLarge);
    expect(await userSocket.emitWithAck('get-meeting-state', { callId, padding: 'x'.repeat(2000) })).toEqual(tooLarge);
    expect(
      await userSocket.emitWithAck('meeting-signal', {
        callId,
        signal: { kind: 'hello', session: 'u1', padding: 'x'.repeat(EVENT_LIMITS['meeting-signal'].maxBytes) },
      }),
    ).toEqual(tooLarge);
    expect(await storedMessages(callId)).toBe(0);
    const closed = new Promise<string>((resolve) => userSocket.once('disconnect', resolve));
    userSocket.emit('meeting-signal', { callId, signal: { kind: 'hello', session: 'u1', padding: 'x'.repeat(64 * 1024) } });
    expect(['transport close', 'transport error']).toContain(await closed);
    await end();
  }, 60_000);

  it(`an account holds at most ${SOCKETS_PER_ACCOUNT} sockets; one more is refused with its reason until one closes; other accounts are not affected`, async () => {
    const account = await m.user();
    const held: Socket[] = [];
    for (let i = 0; i < SOCKETS_PER_ACCOUNT; i++) held.push(await open(account.token));
    const extra = realtimeClient(stack.base, account.token);
    sockets.push(extra);
    expect(await connection(extra)).toEqual({ message: RealtimeTexts.tooManyConnections, data: { code: 'REALTIME_TOO_MANY_CONNECTIONS' } });
    // Another account connects as usual.
    await open((await m.user()).token);
    held[0]!.disconnect();
    let again: Awaited<ReturnType<typeof connection>> | undefined;
    await waitFor(async () => {
      const socket = realtimeClient(stack.base, account.token);
      sockets.push(socket);
      again = await connection(socket);
      return again === 'connected';
    }, 10_000);
    expect(again).toBe('connected');
  }, 60_000);
});

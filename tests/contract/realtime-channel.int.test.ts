import { CallTexts, Texts } from '@helpwire/contracts';
import { realtimeEvents } from '@helpwire/proto';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { Socket } from 'socket.io-client';
import { apiOf } from './accounts';
import { connected, connection, publishDelivery, realtimeAccountsOf, realtimeClient, received, waitUntil } from './realtime-clients';
import { call, startStack, type Stack } from './stack';

/** A valid in-app-notification payload (the gateway drops one that does not match its schema). */
function inApp(title: string) {
  return {
    notification: {
      id: '3f0c5a52-8a4e-4d7e-9f55-2b7d7a0f8e11',
      read: false,
      createdAt: '2026-11-27T10:00:00.000Z',
      kind: 'CALL_MISSED',
      translations: [{ language: 'en', title, body: '' }],
      identify: {},
    },
    unread: 1,
  };
}

/**
 * The realtime channel of spec §7 on the real chain: gateway (socket.io at /call-gateway with the
 * redis-streams adapter on the real Redis) → auth over gRPC for the session check, and deliveries
 * published on the real JetStream.
 */
describe('realtime channel /call-gateway', () => {
  let stack: Stack;
  const accounts = realtimeAccountsOf(() => stack);
  const { post } = apiOf(() => stack);
  const sockets: Socket[] = [];
  const track = (socket: Socket) => (sockets.push(socket), socket);

  const redisPrefix = `test:realtime:${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    stack = await startStack({
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REALTIME_REDIS_PREFIX: redisPrefix,
      RATE_LIMIT_PER_MINUTE: '100000',
      STRICT_RATE_LIMIT_PER_MINUTE: '100000',
    });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await stack.stop();
  });

  describe('handshake', () => {
    it('refuses a handshake without a token, with a forged one and with a token signed by another secret, with "Forbidden"', async () => {
      const user = await accounts.user();
      const [header, payload] = user.token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      for (const token of [undefined, '', 'not-a-jwt', forged]) {
        const outcome = await connection(track(realtimeClient(stack.base, token)));
        expect(outcome).toEqual({ message: Texts.forbidden, data: { code: 'SESSION_REQUIRED' } });
      }
    });

    it('accepts a signed-in session (bare or "Bearer …") and refuses the same token once logout revoked it', async () => {
      const user = await accounts.user();
      expect(await connection(track(realtimeClient(stack.base, user.token)))).toBe('connected');
      expect(await connection(track(realtimeClient(stack.base, `Bearer ${user.token}`)))).toBe('connected');
      expect((await post('/auth/logout', {}, user.token)).status).toBe(200);
      expect(await connection(track(realtimeClient(stack.base, user.token)))).toEqual({ message: 'Forbidden', data: { code: 'SESSION_REQUIRED' } });
    });

    it('a socket that drops after its session was revoked is refused on reconnection (recovery does not skip the check)', async () => {
      const user = await accounts.user();
      const socket = track(await connected(stack.base, user.token, { reconnection: true }));
      const errors: string[] = [];
      socket.on('connect_error', (error) => errors.push(error.message));
      expect((await post('/auth/logout', {}, user.token)).status).toBe(200);
      socket.io.engine.close();
      await waitUntil(() => errors.length > 0, 10_000, 'the reconnection to be refused');
      expect(errors[0]).toBe('Forbidden');
      expect(socket.connected).toBe(false);
    });

    it('speaks websocket only: an HTTP long-polling handshake is refused', async () => {
      const polling = await call(stack.base, '/call-gateway/?EIO=4&transport=polling');
      expect(polling.status).toBe(400);
      expect(polling.body).toMatchObject({ message: 'Transport unknown' });
    });
  });

  describe('client events (spec §7 emitted), before the call service exists', () => {
    it('refuses the helper channel to a USER session and call-helper to a HELPER session (ROLE_NOT_ALLOWED, "Role not allowed")', async () => {
      const user = await accounts.user();
      const helper = await accounts.helper();
      const userSocket = track(await connected(stack.base, user.token));
      const helperSocket = track(await connected(stack.base, helper.token));
      const refused = { ok: false, code: 'ROLE_NOT_ALLOWED', message: 'Role not allowed' };
      expect(await userSocket.emitWithAck('accept-user-call', { userId: helper.id, categoryId: 'education' })).toEqual(refused);
      expect(await userSocket.emitWithAck('decline-user-call', { userId: helper.id, categoryId: 'education' })).toEqual(refused);
      expect(await helperSocket.emitWithAck('call-helper', { helperId: user.id, categoryId: 'education' })).toEqual(refused);
      expect(await helperSocket.emitWithAck('cancel-calling-helper', { helperId: user.id })).toEqual(refused);
      // The helper's own USER session is a USER session: the role of the token decides, not the account.
      const sameAccountAsUser = track(await connected(stack.base, helper.userToken));
      expect(await sameAccountAsUser.emitWithAck('accept-user-call', { userId: user.id, categoryId: 'education' })).toEqual(refused);
    });

    it('validates payloads with the contracts (VALIDATION_FAILED, the schema text)', async () => {
      const helper = await accounts.helper();
      const socket = track(await connected(stack.base, helper.token));
      expect(await socket.emitWithAck('accept-user-call', { userId: 'u-1' })).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: 'Invalid id' });
      expect(await socket.emitWithAck('decline-user-call', 'not an object')).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    });

    it('forwards the client events to the call service, whose refusals reach the acknowledgement with their code and text', async () => {
      const user = await accounts.user();
      const helper = await accounts.helper();
      const userSocket = track(await connected(stack.base, user.token));
      const helperSocket = track(await connected(stack.base, helper.token));
      const notFound = { ok: false, code: 'CALL_NOT_FOUND', message: CallTexts.callNotFound };
      const accept = await helperSocket.emitWithAck('accept-user-call', { userId: user.id, categoryId: 'education' });
      expect(accept).toEqual(notFound);
      expect(accept.accepted).toBeUndefined();
      expect(await helperSocket.emitWithAck('decline-user-call', { userId: user.id, categoryId: 'education' })).toEqual(notFound);
      expect(await userSocket.emitWithAck('call-helper', { helperId: helper.id, categoryId: 'education' })).toEqual({
        ok: false,
        code: 'CALL_PAYMENT_CARD_REQUIRED',
        message: CallTexts.paymentCardRequired,
      });
      expect(await userSocket.emitWithAck('cancel-calling-helper', { helperId: helper.id })).toEqual(notFound);
    });
  });

  describe('deliveries from the bus (spec §7 received)', () => {
    it('reaches every socket of the named account and no other account', async () => {
      const [a, b] = [await accounts.user(), await accounts.user()];
      const aTab1 = track(await connected(stack.base, a.token));
      const aTab2 = track(await connected(stack.base, a.token));
      const bSocket = track(await connected(stack.base, b.token));
      const [seen1, seen2, seenB] = [received(aTab1), received(aTab2), received(bSocket)];
      await publishDelivery(stack.bus.bus, { accountIds: [a.id], eventName: 'in-app-notification', payload: inApp('for a only') });
      await waitUntil(() => !!seen1.get('in-app-notification') && !!seen2.get('in-app-notification'), 10_000, 'both tabs of a');
      expect(seen1.get('in-app-notification')).toEqual([inApp('for a only')]);
      expect(seen2.get('in-app-notification')).toEqual([inApp('for a only')]);
      // b is connected to the same gateway and hears nothing of a's, even after a second event for b itself.
      await publishDelivery(stack.bus.bus, { accountIds: [b.id], eventName: 'in-app-notification', payload: inApp('for b') });
      await waitUntil(() => !!seenB.get('in-app-notification'), 10_000, 'b');
      expect(seenB.get('in-app-notification')).toEqual([inApp('for b')]);
      expect(seen1.get('in-app-notification')).toHaveLength(1);
    });

    it('an incomming-call for the HELPER audience reaches the helper session only, not the same account signed in as USER', async () => {
      const caller = await accounts.user();
      const helper = await accounts.helper();
      const asHelper = track(await connected(stack.base, helper.token));
      const asUser = track(await connected(stack.base, helper.userToken));
      const [helperSeen, userSeen] = [received(asHelper), received(asUser)];
      await publishDelivery(stack.bus.bus, {
        accountIds: [helper.id],
        audience: realtimeEvents.Audience.AUDIENCE_HELPER,
        eventName: 'incomming-call',
        payload: { id: caller.id, categoryName: 'Education' },
      });
      await publishDelivery(stack.bus.bus, {
        accountIds: [helper.id],
        audience: realtimeEvents.Audience.AUDIENCE_USER,
        eventName: 'call-accepted',
        payload: { callId: 'c-1' },
      });
      await waitUntil(() => !!helperSeen.get('incomming-call') && !!userSeen.get('call-accepted'), 10_000, 'both deliveries');
      expect(helperSeen.get('incomming-call')).toEqual([{ id: caller.id, categoryName: 'Education' }]);
      expect(userSeen.get('incomming-call')).toBeUndefined();
      expect(helperSeen.get('call-accepted')).toBeUndefined();
    });

    it('drops a delivery with a name outside spec §7, a payload its schema refuses, or past its expiry; the next good one arrives', async () => {
      const user = await accounts.user();
      const socket = track(await connected(stack.base, user.token));
      const seen = received(socket);
      await publishDelivery(stack.bus.bus, { accountIds: [user.id], eventName: 'incoming-call', payload: { id: 'x' } });
      await publishDelivery(stack.bus.bus, { accountIds: [user.id], eventName: 'incomming-call', payload: { caller: 'no id' } });
      await publishDelivery(stack.bus.bus, {
        accountIds: [user.id],
        eventName: 'missed-call',
        payload: { id: 'late' },
        expiresAt: new Date(Date.now() - 1000),
      });
      await publishDelivery(stack.bus.bus, {
        accountIds: [user.id],
        eventName: 'missed-call',
        payload: { id: 'old' },
        occurredAt: new Date(Date.now() - 3 * 60_000),
      });
      await publishDelivery(stack.bus.bus, { accountIds: [user.id], eventName: 'missed-call', payload: { userId: 'on-time' } });
      await waitUntil(() => !!seen.get('missed-call'), 10_000, 'the good delivery');
      expect(seen.get('missed-call')).toEqual([{ userId: 'on-time' }]);
      expect(seen.get('incoming-call')).toBeUndefined();
      expect(seen.get('incomming-call')).toBeUndefined();
    });

    it('a client that drops for 5 s gets the events it missed when it reconnects (connection-state recovery through Redis)', async () => {
      const user = await accounts.user();
      const socket = track(await connected(stack.base, user.token, { reconnection: false }));
      const seen = received(socket);
      await waitUntil(() => !!seen.get('channel-ready'), 5000, 'the first offset');
      socket.io.engine.close();
      await waitUntil(() => !socket.connected, 5000, 'the drop');
      await publishDelivery(stack.bus.bus, { accountIds: [user.id], eventName: 'missed-call', payload: { id: 'while-away-1' } });
      await publishDelivery(stack.bus.bus, { accountIds: [user.id], eventName: 'in-app-notification', payload: inApp('second') });
      await new Promise((r) => setTimeout(r, 5000));
      expect(seen.get('missed-call')).toBeUndefined();
      // The session kept for recovery is in Redis; the bearer token is not.
      const redis = createClient({ url: process.env.TEST_REDIS_URL });
      await redis.connect();
      const sessionKeys = await redis.keys(`${redisPrefix}:session:*`);
      expect(sessionKeys.length).toBeGreaterThan(0);
      for (const key of sessionKeys) expect(Buffer.from((await redis.get(key)) ?? '', 'base64').toString('latin1')).not.toContain(user.token.split('.')[2]);
      await redis.close();
      socket.connect();
      await waitUntil(() => socket.connected, 5000, 'the reconnection');
      expect(socket.recovered).toBe(true);
      await waitUntil(() => !!seen.get('missed-call') && !!seen.get('in-app-notification'), 5000, 'the missed events');
      expect(seen.get('missed-call')).toEqual([{ id: 'while-away-1' }]);
      expect(seen.get('in-app-notification')).toEqual([inApp('second')]);
    }, 30_000);
  });
});

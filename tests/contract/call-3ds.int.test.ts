import { CallTexts, PaymentTexts } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import type { Socket } from 'socket.io-client';
import { apiOf, uniqueIds } from './accounts';
import { matchingAccountsOf, TECH } from './matching-accounts';
import { withDefaultCard } from './paying-user';
import { connected, received } from './realtime-clients';
import { startStack, type Stack } from './stack';

const ALWAYS_3DS = '4000 0027 6000 3184';
const ON_SESSION_3DS = '4000 0025 0000 3155';

/**
 * A card whose bank asks for 3-D Secure on the call's hold (decision 0031), through the real
 * gateway, call and payment services (sandbox provider): call-helper answers the step and rings
 * nobody; the step approved, call-helper again with the call id rings the helper; failed, it is
 * refused with its own reason and nothing is held or rung.
 */
describe('a call whose hold asks for 3-D Secure, through the gateway', () => {
  let stack: Stack;
  const sockets: Socket[] = [];
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  let helper: { id: string; token: string };
  let helperSocket: Socket;

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    helper = await m.onlineHelper({ first: 'Hadi', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
    helperSocket = await connected(stack.base, helper.token);
    await waitFor(() => m.matchable(helper.id), 10_000);
  }, 60_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    helperSocket?.disconnect();
    m.close();
    await stack?.stop();
  });

  const open = async (token: string) => {
    const socket = await connected(stack.base, token);
    sockets.push(socket);
    return socket;
  };
  const rings = (callId: string) => ((received(helperSocket).get('incomming-call') ?? []) as Record<string, unknown>[]).filter((p) => p.callId === callId);
  /** Long enough for a ring that was wrongly sent to arrive. */
  const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it.each([
    ['4000 0027 6000 3184 (every payment)', ALWAYS_3DS],
    ['4000 0025 0000 3155 (every on-session payment)', ON_SESSION_3DS],
  ])(
    '%s: nobody rings until the step is approved; then the same call id rings the helper',
    async (_name, card) => {
      const user = await withDefaultCard(post, await m.user(), card);
      const socket = await open(user.token);
      const asked = await socket.emitWithAck('call-helper', { categoryId: TECH });
      expect(asked).toEqual({
        ok: false,
        code: 'CALL_PAYMENT_AUTHENTICATION_ACTION',
        message: CallTexts.paymentAuthenticationAction,
        authentication: {
          callId: expect.stringMatching(/^HW-/),
          paymentIntentId: expect.stringMatching(/^pi_/),
          clientSecret: expect.stringContaining('_secret_'),
          provider: 'sandbox',
        },
      });
      const { authentication } = asked;
      await quietFor(1000);
      expect(rings(authentication.callId)).toEqual([]);
      expect(((received(helperSocket).get('incomming-call') ?? []) as { id?: string }[]).filter((p) => p.id === user.id)).toEqual([]);

      // Asked again before the step: the same step, still nobody rung.
      expect(await socket.emitWithAck('call-helper', { categoryId: TECH, callId: authentication.callId })).toEqual(asked);

      // Only this user answers this step.
      const stranger = await m.user();
      const theirs = await post('/payment/sandbox/authenticate-payment', { ...stripProvider(authentication), outcome: 'approve' }, stranger.token);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toMatchObject({ code: 'PAYMENT_INTENT_NOT_FOUND', message: PaymentTexts.paymentNotFound });

      const approved = await post('/payment/sandbox/authenticate-payment', { ...stripProvider(authentication), outcome: 'approve' }, user.token);
      expect(approved.status).toBe(200);
      expect(approved.body.data).toEqual({ held: true });
      const rang = await socket.emitWithAck('call-helper', { categoryId: TECH, callId: authentication.callId });
      expect(rang).toEqual({ ok: true, callId: authentication.callId, ringing: 1 });
      await waitFor(() => rings(authentication.callId).length === 1, 10_000);
      expect(rings(authentication.callId)[0]).toMatchObject({ id: user.id, categoryId: TECH });

      // Once rung it is never requested twice; cancelling frees the helper for the next test.
      expect(await socket.emitWithAck('call-helper', { categoryId: TECH, callId: authentication.callId })).toMatchObject({
        ok: false,
        code: 'CALL_ALREADY_RINGING',
      });
      expect(await socket.emitWithAck('cancel-calling-helper', {})).toEqual({ ok: true });
      await waitFor(() => m.matchable(helper.id), 10_000);
    },
    60_000,
  );

  it('a failed step: refused with its reason, nothing held, nobody rung, and the same answer on a retry', async () => {
    const user = await withDefaultCard(post, await m.user(), ALWAYS_3DS);
    const socket = await open(user.token);
    const { authentication } = await socket.emitWithAck('call-helper', { categoryId: TECH });
    const failed = await post('/payment/sandbox/authenticate-payment', { ...stripProvider(authentication), outcome: 'fail' }, user.token);
    expect(failed.body.data).toEqual({ held: false });
    const refused = { ok: false, code: 'CALL_PAYMENT_AUTHENTICATION_FAILED', message: CallTexts.paymentAuthenticationFailed };
    expect(await socket.emitWithAck('call-helper', { categoryId: TECH, callId: authentication.callId })).toEqual(refused);
    expect(await socket.emitWithAck('call-helper', { categoryId: TECH, callId: authentication.callId })).toEqual(refused);
    await quietFor(1000);
    expect(rings(authentication.callId)).toEqual([]);
    // Nothing was charged or owed for it.
    expect((await get(`/transaction/call-charge?callId=${authentication.callId}`, user.token)).body.data).toEqual({ transaction: null });
    expect((await get('/payment/tab', user.token)).body.data).toMatchObject({ owedCents: '0', blocked: false });
  }, 60_000);

  it('a call id that was never issued to this user is refused without ringing', async () => {
    const user = await withDefaultCard(post, await m.user(), ALWAYS_3DS);
    const socket = await open(user.token);
    const made = await socket.emitWithAck('call-helper', { categoryId: TECH, callId: 'HW-0000000000' });
    expect(made).toMatchObject({ ok: false, code: 'PAYMENT_CALL_HOLD_NOT_FOUND' });
    expect(rings('HW-0000000000')).toEqual([]);
  });
});

function stripProvider({ callId, paymentIntentId, clientSecret }: { callId: string; paymentIntentId: string; clientSecret: string }) {
  return { callId, paymentIntentId, clientSecret };
}

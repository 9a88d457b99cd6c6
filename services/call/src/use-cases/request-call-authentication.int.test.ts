import { CallEvents } from '@helpwire/service-kit';
import { useCaseFixture } from '../../test/use-case-fixture';
import { CALL_REFERENCE } from '../domain/call-reference';
import { PaymentAuthenticationNeeded } from '../domain/payment-authentication';
import { callHandlers } from '../grpc/server';

const f = useCaseFixture();

/** The refusal a request answers when the hold waits for the bank's step (the error, not a rejection to match). */
async function refusal(promise: Promise<unknown>): Promise<PaymentAuthenticationNeeded> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PaymentAuthenticationNeeded)) throw new Error(`expected the 3-D Secure step, got ${String(error)}`);
  return error;
}

describe('requestCall when the bank asks for 3-D Secure on the hold (decision 0031)', () => {
  it('rings nobody and writes nothing until the step is done; asked again with the call id, that call rings', async () => {
    const category = f.category();
    const helper = f.helper(category, 1);
    const user = f.user();
    f.cards.standing.set(user.id, 'AUTHENTICATION_ACTION');
    const step = await refusal(f.request(user, category));
    expect(step).toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'CALL_PAYMENT_AUTHENTICATION_ACTION',
      message: 'Your bank asks you to confirm this payment before we call a helper.',
    });
    const { callId } = step.authentication;
    expect(callId).toMatch(CALL_REFERENCE);
    expect(step.authentication).toEqual({ callId, paymentIntentId: `pi_${callId}`, clientSecret: `pi_${callId}_secret_test`, provider: 'sandbox' });
    expect(f.cards.asked.at(-1)).toEqual({ callId, resume: false });
    // Nothing rang and nothing was written: no call, no ring, no event.
    expect(await f.call(callId)).toBeUndefined();
    expect(await f.deliveries(callId)).toEqual([]);
    expect(await f.events(CallEvents.requested, callId)).toEqual([]);

    // Before the step is done the same request asks again, resuming the same hold.
    expect((await refusal(f.request(user, category, { callId }))).authentication.callId).toBe(callId);
    expect(f.cards.asked.at(-1)).toEqual({ callId, resume: true });

    // The step done (the payment service now answers AUTHORIZED): the same call id rings.
    f.cards.standing.set(user.id, 'AUTHORIZED');
    const { call, rings } = await f.request(user, category, { callId });
    expect(call).toMatchObject({ id: callId, state: 'RINGING', userId: user.id });
    expect(rings.map((r) => r.helperId)).toEqual([helper.id]);
    expect((await f.deliveries(callId)).filter((d) => d.eventName === 'incomming-call').map((d) => d.accountIds)).toEqual([[helper.id]]);
    // It is never requested twice.
    await expect(f.request(user, category, { callId })).rejects.toMatchObject({ reason: 'CALL_ALREADY_RINGING' });
  });

  it('a failed step is refused with its own reason, and nothing is rung', async () => {
    const category = f.category();
    f.helper(category, 1);
    const user = f.user();
    f.cards.standing.set(user.id, 'AUTHENTICATION_ACTION');
    const { callId } = (await refusal(f.request(user, category))).authentication;
    f.cards.standing.set(user.id, 'AUTHENTICATION_FAILED');
    await expect(f.request(user, category, { callId })).rejects.toMatchObject({
      reason: 'CALL_PAYMENT_AUTHENTICATION_FAILED',
      message: 'Your bank could not confirm the payment, so no helper was called. Please choose another card.',
    });
    expect(await f.call(callId)).toBeUndefined();
    expect(await f.deliveries(callId)).toEqual([]);
  });

  it('refuses a call id that is not a call reference, or is another user’s call', async () => {
    const category = f.category();
    f.helper(category, 1);
    const user = f.payingUser();
    await expect(f.request(user, category, { callId: 'not-a-call' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const { call } = await f.request(f.payingUser(), category);
    await expect(f.request(user, category, { callId: call.id })).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
  });

  it('the gRPC answer carries the step instead of a call', async () => {
    const category = f.category();
    f.helper(category, 1);
    const user = f.user();
    f.cards.standing.set(user.id, 'AUTHENTICATION_ACTION');
    const answer = await callHandlers(f.deps).requestCall(
      { categoryId: category, location: { latitude: 30.04, longitude: 31.23 }, languages: ['en'], genderPreference: 0 },
      user.ctx,
    );
    expect(answer.call).toBeUndefined();
    expect(answer.paymentAuthentication).toMatchObject({
      callId: expect.stringMatching(CALL_REFERENCE),
      clientSecret: expect.stringContaining('_secret_'),
      provider: 1,
    });
  });
});

import { CallTexts } from '@helpwire/contracts';
import { call as callProto } from '@helpwire/proto';
import { createPromiseClient, type PromiseClient } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { apiOf } from './accounts';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

/**
 * The call service on the real stack with the real payment service (sandbox cards added through the
 * gateway as the web does): which text a user without a card, or without a default card, is given.
 */
describe('call service: the card a call needs (real payment service)', () => {
  let stack: Stack;
  let calls: PromiseClient<callProto.CallServiceClient>;
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    const address = stack.registered.find((s) => s.name === 'call')!.address;
    calls = createPromiseClient(callProto.CallServiceClient, address);
  }, 60_000);
  afterAll(async () => {
    calls?.close();
    await stack.stop();
  });
  const { post } = apiOf(() => stack);
  const accounts = signedInOf(() => stack);
  const form = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Layla Haddad' };

  async function addCard(token: string): Promise<string> {
    const setup = await post('/payment/create-setup-intent', {}, token);
    await post('/payment/sandbox/confirm-setup', { ...setup.body.data, ...form }, token);
    const added = await post('/payment/new-card-set-default', { setupIntentId: setup.body.data.setupIntentId }, token);
    return added.body.data.card.id as string;
  }

  const request = (userId: string, withLocation = true) =>
    calls.requestCall(
      { categoryId: 'tech', location: withLocation ? { latitude: 24.71, longitude: 46.67 } : undefined, languages: ['en'], genderPreference: 0 },
      { identity: { userId, role: 'USER', requestId: randomUUID(), language: 'en' } },
    );

  it('asks a user without any card to add one', async () => {
    const { id } = await accounts.verifiedUser();
    await expect(request(id)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'CALL_PAYMENT_CARD_REQUIRED',
      message: CallTexts.paymentCardRequired,
    });
  });

  it('asks a user whose cards include no default to choose one', async () => {
    const { id, token } = await accounts.verifiedUser();
    const first = await addCard(token);
    await addCard(token);
    // Removing the default leaves the account without one (payment's rule) until the user picks another.
    const set = await post('/payment/set-default-payment-method', { cardId: first }, token);
    expect(set.status).toBe(200);
    expect((await post('/payment/detach-card', { cardId: first }, token)).status).toBe(200);
    await expect(request(id)).rejects.toMatchObject({ reason: 'CALL_DEFAULT_CARD_REQUIRED', message: CallTexts.defaultCardRequired });
  });

  it('with a default card, still needs a location', async () => {
    const { id, token } = await accounts.verifiedUser();
    await addCard(token);
    await expect(request(id, false)).rejects.toMatchObject({ reason: 'CALL_LOCATION_REQUIRED', message: CallTexts.locationRequired });
  });
});

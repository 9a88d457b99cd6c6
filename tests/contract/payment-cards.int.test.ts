import { PaymentTexts, SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { apiOf } from './accounts';
import { signedInOf } from './signed-in';
import { call, startStack, type Stack } from './stack';

/** The card routes over the gateway with the sandbox provider (what `npm start` runs without Stripe keys). */
describe('payment cards API (sandbox provider)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
  });
  const { post, get } = apiOf(() => stack);
  const accounts = signedInOf(() => stack);
  const form = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Layla Haddad' };

  /** create-setup-intent → sandbox confirm → (3-D Secure) → the setup intent id. */
  async function confirmedSetup(token: string, cardNumber: string = SANDBOX_TEST_CARDS.succeeds): Promise<string> {
    const setup = await post('/payment/create-setup-intent', {}, token);
    expect(setup.status).toBe(201);
    const confirmed = await post('/payment/sandbox/confirm-setup', { ...setup.body.data, ...form, cardNumber }, token);
    expect(confirmed.status).toBe(200);
    if (confirmed.body.data.status === 'requires_action') {
      expect((await post('/payment/sandbox/authenticate', { ...setup.body.data, outcome: 'approve' }, token)).body.data.status).toBe('succeeded');
    }
    return setup.body.data.setupIntentId as string;
  }

  it('refuses every card route without a session (401)', async () => {
    expect((await get('/payment/saved-cards')).status).toBe(401);
    for (const path of [
      '/payment/create-setup-intent',
      '/payment/new-card-set-default',
      '/payment/set-default-payment-method',
      '/payment/detach-card',
      '/payment/sandbox/confirm-setup',
      '/payment/sandbox/authenticate',
    ]) {
      expect({ path, status: (await post(path, {})).status }).toEqual({ path, status: 401 });
    }
  });

  it('adds a card, makes it default, adds a 3-D Secure card, switches the default and removes one, with the spec texts', async () => {
    const { token } = await accounts.verifiedUser();
    expect(await get('/payment/saved-cards', token)).toMatchObject({ status: 200, body: { data: [] } });

    const setup = await post('/payment/create-setup-intent', {}, token);
    expect(setup).toMatchObject({
      status: 201,
      body: { data: { provider: 'sandbox', setupIntentId: expect.stringMatching(/^seti_/), clientSecret: expect.any(String) } },
    });
    const first = await post('/payment/new-card-set-default', { setupIntentId: await confirmedSetup(token) }, token);
    expect(first).toMatchObject({
      status: 200,
      body: { message: PaymentTexts.cardAdded, data: { card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true } } },
    });
    const firstId = first.body.data.card.id as string;

    await confirmedSetup(token, '4000 0025 0000 3155');
    const listed = await get('/payment/saved-cards', token);
    expect(listed.body.data.map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['3155', false],
    ]);
    expect(Object.keys(listed.body.data[0]).sort()).toEqual(['brand', 'expMonth', 'expYear', 'id', 'isDefault', 'last4']);
    const secondId = listed.body.data[1].id as string;

    const switched = await post('/payment/set-default-payment-method', { cardId: secondId }, token);
    expect(switched).toMatchObject({ status: 200, body: { message: PaymentTexts.defaultCardSet, data: { card: { id: secondId, isDefault: true } } } });
    expect(switched.body.data.cards.find((c: { id: string }) => c.id === firstId).isDefault).toBe(false);

    const removed = await post('/payment/detach-card', { cardId: firstId }, token);
    expect(removed).toMatchObject({
      status: 200,
      body: { message: PaymentTexts.cardRemoved, data: { card: null, cards: [{ id: secondId, isDefault: true }] } },
    });
    expect((await get('/payment/saved-cards', token)).body.data.map((c: { id: string }) => c.id)).toEqual([secondId]);
  });

  it.each([
    ['declined', { cardNumber: SANDBOX_TEST_CARDS.declined }, 422, 'PAYMENT_CARD_DECLINED', PaymentTexts.cardDeclined],
    ['expired', { expMonth: 1, expYear: 2021 }, 400, 'PAYMENT_CARD_EXPIRED', PaymentTexts.cardExpired],
    ['bad CVC', { cvc: '12' }, 400, 'VALIDATION_FAILED', PaymentTexts.cvcInvalid],
    ['mistyped', { cardNumber: '4242 4242 4242 4241' }, 400, 'PAYMENT_CARD_BAD_NUMBER', PaymentTexts.badNumber],
    ['a real card', { cardNumber: '4111 1111 1111 1111' }, 400, 'PAYMENT_NOT_TEST_CARD', PaymentTexts.notTestCard],
    ['not digits', { cardNumber: '4242-abcd' }, 400, 'VALIDATION_FAILED', PaymentTexts.cardNumberFormat],
  ])('the sandbox form refuses a %s card with its status, code and text', async (_name, change, status, code, message) => {
    const { token } = await accounts.verifiedUser();
    const setup = await post('/payment/create-setup-intent', {}, token);
    const answer = await post('/payment/sandbox/confirm-setup', { ...setup.body.data, ...form, ...change }, token);
    expect({ status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual({ status, code, message });
    expect((await get('/payment/saved-cards', token)).body.data).toEqual([]);
  });

  it('a failed 3-D Secure step is refused with its code', async () => {
    const { token } = await accounts.verifiedUser();
    const setup = await post('/payment/create-setup-intent', {}, token);
    const confirmed = await post(
      '/payment/sandbox/confirm-setup',
      { ...setup.body.data, ...form, cardNumber: SANDBOX_TEST_CARDS.requiresAuthentication },
      token,
    );
    expect(confirmed.body.data).toEqual({ setupIntentId: setup.body.data.setupIntentId, status: 'requires_action', card: null });
    const failed = await post('/payment/sandbox/authenticate', { ...setup.body.data, outcome: 'fail' }, token);
    expect(failed).toMatchObject({ status: 422, body: { code: 'PAYMENT_AUTHENTICATION_FAILED', message: PaymentTexts.authenticationFailed } });
    expect((await get('/payment/saved-cards', token)).body.data).toEqual([]);
  });

  it('a user sees and touches only their own cards: another account gets "Payment Card Not Found." and changes nothing', async () => {
    const owner = await accounts.verifiedUser();
    const intruder = await accounts.verifiedUser();
    const ownerSetup = await confirmedSetup(owner.token);
    const card = (await post('/payment/new-card-set-default', { setupIntentId: ownerSetup }, owner.token)).body.data.card;
    const pendingSetup = (await post('/payment/create-setup-intent', {}, owner.token)).body.data;
    await post('/payment/create-setup-intent', {}, intruder.token);

    expect((await get('/payment/saved-cards', intruder.token)).body.data).toEqual([]);
    for (const path of ['/payment/set-default-payment-method', '/payment/detach-card']) {
      const answer = await post(path, { cardId: card.id }, intruder.token);
      expect({ path, status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual({
        path,
        status: 404,
        code: 'PAYMENT_CARD_NOT_FOUND',
        message: 'Payment Card Not Found.',
      });
    }
    const unknown = await post('/payment/detach-card', { cardId: '3f1d9a9e-0000-4000-8000-000000000000' }, owner.token);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'PAYMENT_CARD_NOT_FOUND', message: 'Payment Card Not Found.' } });
    const stolen = await post('/payment/new-card-set-default', { setupIntentId: ownerSetup }, intruder.token);
    expect(stolen).toMatchObject({ status: 404, body: { code: 'PAYMENT_SETUP_INTENT_NOT_FOUND' } });
    const hijack = await post('/payment/sandbox/confirm-setup', { ...pendingSetup, ...form }, intruder.token);
    expect(hijack).toMatchObject({ status: 404, body: { code: 'PAYMENT_SETUP_INTENT_NOT_FOUND' } });
    expect((await get('/payment/saved-cards', intruder.token)).body.data).toEqual([]);
    expect((await get('/payment/saved-cards', owner.token)).body.data).toEqual([card]);
  });

  it('validates bodies with the contract texts', async () => {
    const { token } = await accounts.verifiedUser();
    expect(await post('/payment/set-default-payment-method', {}, token)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: PaymentTexts.cardIdRequired },
    });
    expect(await post('/payment/new-card-set-default', { setupIntentId: '' }, token)).toMatchObject({
      status: 400,
      body: { message: PaymentTexts.setupIntentIdRequired },
    });
    expect(
      await post('/payment/new-card-set-default', { setupIntentId: (await post('/payment/create-setup-intent', {}, token)).body.data.setupIntentId }, token),
    ).toMatchObject({
      status: 422,
      body: { code: 'PAYMENT_SETUP_NOT_COMPLETE', message: PaymentTexts.setupNotComplete },
    });
  });

  it('refuses webhooks on the sandbox (no signing secret): 400 PAYMENT_WEBHOOK_SIGNATURE_INVALID', async () => {
    const answer = await call(stack.base, '/api/v1/payment/webhook', {
      method: 'POST',
      body: '{"id":"evt_1","type":"customer.updated"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' } });
  });
});

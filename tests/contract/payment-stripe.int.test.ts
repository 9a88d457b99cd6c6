import { PaymentTexts } from '@helpwire/contracts';
import Stripe from 'stripe';
import { StripeDouble } from '@helpwire/payment/testing';
import { apiOf } from './accounts';
import { signedInOf } from './signed-in';
import { call, startStack, type Stack } from './stack';

const WEBHOOK_SECRET = 'whsec_contract0123456789';
const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE_URL'] as const;

/** The card routes over the gateway with the Stripe provider, against the local Stripe double. */
describe('payment cards API (Stripe provider, local double)', () => {
  let stack: Stack;
  const double = new StripeDouble();
  const saved: Partial<Record<(typeof STRIPE_ENV)[number], string>> = {};
  const signer = new Stripe('sk_test_signing_only');

  beforeAll(async () => {
    const { baseUrl } = await double.start();
    for (const name of STRIPE_ENV) saved[name] = process.env[name];
    // The stack starts the payment service the generic way, which reads its provider from the environment.
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_contract0123456789', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE_URL: baseUrl });
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
    await double.stop();
    for (const name of STRIPE_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  const { post, get } = apiOf(() => stack);
  const accounts = signedInOf(() => stack);
  const webhook = (body: string, signature: string) =>
    call(stack.base, '/api/v1/payment/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });

  it('adds a card the way the web does with Stripe Elements, lists it, and removes it at Stripe', async () => {
    const { token } = await accounts.verifiedUser();
    const setup = await post('/payment/create-setup-intent', {}, token);
    expect(setup).toMatchObject({
      status: 201,
      body: { data: { provider: 'stripe', setupIntentId: expect.stringMatching(/^seti_/), clientSecret: expect.stringContaining('_secret_') } },
    });
    double.confirmSetupIntent(setup.body.data.setupIntentId, '4242424242424242'); // stripe.confirmCardSetup in the browser
    const added = await post('/payment/new-card-set-default', { setupIntentId: setup.body.data.setupIntentId }, token);
    expect(added).toMatchObject({ status: 200, body: { message: PaymentTexts.cardAdded, data: { card: { brand: 'visa', last4: '4242', isDefault: true } } } });
    expect((await get('/payment/saved-cards', token)).body.data).toEqual([added.body.data.card]);

    const sent = double.requestsTo('POST', /^\/v1\/setup_intents$/).at(-1)!;
    expect(sent.body).toMatchObject({ usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    expect(sent.idempotencyKey).toMatch(/^setup-intent:/);

    const removed = await post('/payment/detach-card', { cardId: added.body.data.card.id }, token);
    expect(removed).toMatchObject({ status: 200, body: { message: PaymentTexts.cardRemoved, data: { cards: [] } } });
    expect(double.requestsTo('POST', /\/detach$/).at(-1)).toMatchObject({ idempotencyKey: `detach:${added.body.data.card.id}` });
  });

  it('never takes card numbers on our server: the sandbox steps answer 403 PAYMENT_SANDBOX_ONLY', async () => {
    const { token } = await accounts.verifiedUser();
    const setup = (await post('/payment/create-setup-intent', {}, token)).body.data;
    const answer = await post('/payment/sandbox/confirm-setup', { ...setup, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }, token);
    expect(answer).toMatchObject({ status: 403, body: { code: 'PAYMENT_SANDBOX_ONLY', message: PaymentTexts.sandboxOnly } });
  });

  it("keeps accounts apart: another account's card and setup intent are not found", async () => {
    const owner = await accounts.verifiedUser();
    const intruder = await accounts.verifiedUser();
    const setup = (await post('/payment/create-setup-intent', {}, owner.token)).body.data;
    double.confirmSetupIntent(setup.setupIntentId, '5555555555554444');
    await post('/payment/create-setup-intent', {}, intruder.token);
    expect(await post('/payment/new-card-set-default', { setupIntentId: setup.setupIntentId }, intruder.token)).toMatchObject({
      status: 404,
      body: { code: 'PAYMENT_SETUP_INTENT_NOT_FOUND' },
    });
    const card = (await post('/payment/new-card-set-default', { setupIntentId: setup.setupIntentId }, owner.token)).body.data.card;
    expect(await post('/payment/detach-card', { cardId: card.id }, intruder.token)).toMatchObject({
      status: 404,
      body: { code: 'PAYMENT_CARD_NOT_FOUND', message: 'Payment Card Not Found.' },
    });
    expect((await get('/payment/saved-cards', intruder.token)).body.data).toEqual([]);
    expect((await get('/payment/saved-cards', owner.token)).body.data).toEqual([card]);
  });

  it('webhooks: verified on the raw bytes, acted on once, replays acknowledged; a bad signature is 400', async () => {
    const { token } = await accounts.verifiedUser();
    const setup = (await post('/payment/create-setup-intent', {}, token)).body.data;
    const intent = double.confirmSetupIntent(setup.setupIntentId, '5555555555554444');
    // Spacing a JSON re-serialisation would change: the signature only holds on the bytes as sent.
    const body = `{\n  "id": "evt_contract_1",\n  "object": "event",\n  "type": "setup_intent.succeeded",\n  "created": ${Math.floor(Date.now() / 1000)},\n  "livemode": false,\n  "data": { "object": ${JSON.stringify(intent)} }\n}`;
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });

    expect(
      await webhook(
        body,
        signature.replace(/v1=([0-9a-f])/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`),
      ),
    ).toMatchObject({ status: 400, body: { code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' } });
    expect(await webhook(body.replace('"livemode": false', '"livemode": true'), signature)).toMatchObject({
      status: 400,
      body: { code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' },
    });
    const rows = async (sql: string) => ((await stack.database.db.execute(sql)) as unknown as { rows: unknown[] }).rows;
    expect(await rows(`select id from payment.webhook_events`)).toEqual([]);
    expect(await rows(`select id from payment.cards where provider_payment_method_id = '${String(intent.payment_method)}'`)).toEqual([]);

    expect(await webhook(body, signature)).toMatchObject({ status: 200, body: { received: true, eventId: 'evt_contract_1', processed: true } });
    // The mirror follows before anyone asks: the card is saved (not default).
    const listed = await stack.database.db.execute(
      `select last4, is_default from payment.cards where provider_payment_method_id = '${String(intent.payment_method)}'`,
    );
    expect((listed as unknown as { rows: unknown[] }).rows).toEqual([{ last4: '4444', is_default: false }]);
    expect(await webhook(body, signature)).toMatchObject({ status: 200, body: { received: true, eventId: 'evt_contract_1', processed: false } });
    const stored = await stack.database.db.execute(`select count(*)::int as n from payment.webhook_events where id = 'evt_contract_1'`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

import { PaymentTexts } from '@helpwire/contracts';
import { Money } from '@helpwire/service-kit';
import { cardFixture, type Account } from '../../../test/card-fixture';
import { findCustomerId } from '../../store/card-store';
import { createSetupIntent } from '../../use-cases/create-setup-intent';
import { sandboxAuthenticate } from '../../use-cases/authenticate-sandbox-card';
import { sandboxConfirmSetup } from '../../use-cases/confirm-sandbox-setup';
import { idempotencyKeys } from './card-idempotency';
import type { SandboxCardProvider } from '../sandbox/sandbox-card-provider';

const usd = (cents: number) => Money.of(BigInt(cents), 'USD');

describe.each(['sandbox', 'stripe'] as const)('charges on the %s provider (holds, capture, cancel, refund)', (kind) => {
  const f = cardFixture(kind);

  async function savedCard(account: Account, card: 'succeeds' | 'declined' | 'requiresAuthentication' = 'succeeds') {
    const setupIntentId = await f.confirmedSetup(account, card);
    const intent = await f.deps.cards.retrieveSetupIntent(setupIntentId);
    return { customerId: (await findCustomerId(f.deps.db, account.userId, kind))!, paymentMethodId: intent!.paymentMethodId! };
  }

  it('holds $20.00, captures $12.34 of it, refunds $2.00 then the rest; nothing more', async () => {
    const card = await savedCard(f.account());
    const hold = await f.deps.cards.authorizeHold({ ...card, amount: usd(2000), description: 'call hold', idempotencyKey: idempotencyKeys.hold('call-1') });
    expect(hold).toMatchObject({ status: 'requires_capture', amount: usd(2000), amountReceived: usd(0) });
    const captured = await f.deps.cards.capture({ paymentIntentId: hold.id, amount: usd(1234), idempotencyKey: idempotencyKeys.capture(hold.id) });
    expect(captured).toMatchObject({ id: hold.id, status: 'succeeded', amountReceived: usd(1234) });
    expect(await f.deps.cards.refund({ paymentIntentId: hold.id, amount: usd(200), idempotencyKey: idempotencyKeys.refund('r-1') })).toMatchObject({
      amount: usd(200),
      status: 'succeeded',
    });
    expect((await f.deps.cards.refund({ paymentIntentId: hold.id, idempotencyKey: idempotencyKeys.refund('r-2') })).amount).toEqual(usd(1034));
    await expect(f.deps.cards.refund({ paymentIntentId: hold.id, amount: usd(1), idempotencyKey: idempotencyKeys.refund('r-3') })).rejects.toMatchObject({
      reason: 'PAYMENT_INTENT_INVALID_STATE',
      message: PaymentTexts.paymentInvalidState,
    });
  });

  it('a repeated key answers the first result: one hold, one refund', async () => {
    const card = await savedCard(f.account());
    const input = { ...card, amount: usd(700), description: 'call hold', idempotencyKey: idempotencyKeys.hold('call-repeat') };
    const first = await f.deps.cards.authorizeHold(input);
    expect((await f.deps.cards.authorizeHold(input)).id).toBe(first.id);
    await f.deps.cards.capture({ paymentIntentId: first.id, idempotencyKey: idempotencyKeys.capture(first.id) });
    const refund = { paymentIntentId: first.id, amount: usd(100), idempotencyKey: idempotencyKeys.refund('once') };
    expect((await f.deps.cards.refund(refund)).id).toBe((await f.deps.cards.refund(refund)).id);
    expect((await f.deps.cards.refund({ paymentIntentId: first.id, idempotencyKey: idempotencyKeys.refund('rest') })).amount).toEqual(usd(600));
  });

  it('a repeated capture or release answers the first one’s intent; two holds with one key at once are one hold', async () => {
    const card = await savedCard(f.account());
    const input = { ...card, amount: usd(300), description: 'call hold', idempotencyKey: idempotencyKeys.hold('call-twice-at-once') };
    const [a, b] = await Promise.all([f.deps.cards.authorizeHold(input), f.deps.cards.authorizeHold(input)]);
    expect(b.id).toBe(a.id);
    const capture = { paymentIntentId: a.id, amount: usd(250), idempotencyKey: idempotencyKeys.capture(a.id) };
    expect(await f.deps.cards.capture(capture)).toMatchObject({ id: a.id, status: 'succeeded', amountReceived: usd(250) });
    expect(await f.deps.cards.capture(capture)).toMatchObject({ id: a.id, status: 'succeeded', amountReceived: usd(250) });

    const other = await f.deps.cards.authorizeHold({ ...input, idempotencyKey: idempotencyKeys.hold('call-released-twice') });
    const release = { paymentIntentId: other.id, idempotencyKey: idempotencyKeys.cancel(other.id) };
    expect(await f.deps.cards.cancel(release)).toMatchObject({ id: other.id, status: 'canceled', amount: usd(300) });
    expect(await f.deps.cards.cancel(release)).toMatchObject({ id: other.id, status: 'canceled', amount: usd(300) });
  });

  it('releases a hold; a released hold cannot be captured', async () => {
    const card = await savedCard(f.account());
    const hold = await f.deps.cards.authorizeHold({ ...card, amount: usd(500), description: 'call hold', idempotencyKey: idempotencyKeys.hold('call-cancel') });
    expect(await f.deps.cards.cancel({ paymentIntentId: hold.id, idempotencyKey: idempotencyKeys.cancel(hold.id) })).toMatchObject({ status: 'canceled' });
    await expect(f.deps.cards.capture({ paymentIntentId: hold.id, idempotencyKey: `${idempotencyKeys.capture(hold.id)}:late` })).rejects.toMatchObject({
      reason: 'PAYMENT_INTENT_INVALID_STATE',
    });
  });

  it('cannot capture more than was held', async () => {
    const card = await savedCard(f.account());
    const hold = await f.deps.cards.authorizeHold({ ...card, amount: usd(500), description: 'call hold', idempotencyKey: idempotencyKeys.hold('call-over') });
    await expect(f.deps.cards.capture({ paymentIntentId: hold.id, amount: usd(501), idempotencyKey: idempotencyKeys.capture(hold.id) })).rejects.toMatchObject({
      reason: 'PAYMENT_INTENT_INVALID_STATE',
    });
  });

  it('a saved 4000 0025 0000 3155 card is charged off-session without another 3-D Secure step', async () => {
    const account = f.account();
    let card;
    if (kind === 'stripe') card = await savedCard(account, 'requiresAuthentication');
    else {
      // The sandbox confirms 3155 only after its 3-D Secure step, as the web would.
      const setup = await createSetupIntent(f.deps, account.ctx);
      await sandboxConfirmSetup(f.deps, { ...setup, cardNumber: '4000002500003155', expMonth: 12, expYear: 2034, cvc: '123', name: '' }, account.ctx);
      await sandboxAuthenticate(f.deps, { ...setup, outcome: 'approve' }, account.ctx);
      card = {
        customerId: (await findCustomerId(f.deps.db, account.userId, kind))!,
        paymentMethodId: (await f.deps.cards.retrieveSetupIntent(setup.setupIntentId))!.paymentMethodId!,
      };
    }
    expect(
      (await f.deps.cards.authorizeHold({ ...card, amount: usd(500), description: 'call hold', idempotencyKey: idempotencyKeys.hold('call-3155') })).status,
    ).toBe('requires_capture');
  });

  /** A saved 4000 0027 6000 3184 card (its setup's 3-D Secure step done, as the web would). */
  async function alwaysAuthenticateCard(account: Account) {
    const setup = await createSetupIntent(f.deps, account.ctx);
    if (kind === 'stripe') f.double.confirmSetupIntent(setup.setupIntentId, '4000002760003184');
    else {
      await sandboxConfirmSetup(f.deps, { ...setup, cardNumber: '4000002760003184', expMonth: 12, expYear: 2034, cvc: '123', name: '' }, account.ctx);
      await sandboxAuthenticate(f.deps, { ...setup, outcome: 'approve' }, account.ctx);
    }
    return {
      customerId: (await findCustomerId(f.deps.db, account.userId, kind))!,
      paymentMethodId: (await f.deps.cards.retrieveSetupIntent(setup.setupIntentId))!.paymentMethodId!,
    };
  }

  /** The cardholder's answer to the bank, as Stripe.js (double) or the sandbox's step gives it. */
  async function authenticate(intent: { id: string; clientSecret?: string }, approve: boolean) {
    if (kind === 'stripe') f.double.completePaymentAuthentication(intent.id, approve);
    else await (f.deps.cards as SandboxCardProvider).authenticatePayment(intent.id, intent.clientSecret!, approve ? 'approve' : 'fail');
  }

  it('an on-session hold is held at once on a plain card, and waits for 3-D Secure on a card that always asks for it', async () => {
    const plain = await savedCard(f.account());
    expect(
      await f.deps.cards.authorizeHoldOnSession({
        ...plain,
        amount: usd(1350),
        description: 'call hold',
        idempotencyKey: idempotencyKeys.hold('on-session-plain'),
      }),
    ).toMatchObject({ status: 'requires_capture', amount: usd(1350) });

    const strict = await alwaysAuthenticateCard(f.account());
    // Off-session it cannot be held at all; on-session the bank's step is asked for.
    await expect(
      f.deps.cards.authorizeHold({ ...strict, amount: usd(1350), description: 'call hold', idempotencyKey: idempotencyKeys.hold('off-session-3184') }),
    ).rejects.toMatchObject({ reason: 'PAYMENT_AUTHENTICATION_REQUIRED' });
    const input = { ...strict, amount: usd(1350), description: 'call hold', idempotencyKey: idempotencyKeys.hold('on-session-3184') };
    const asked = await f.deps.cards.authorizeHoldOnSession(input);
    expect(asked).toMatchObject({ status: 'requires_action', clientSecret: expect.stringContaining('_secret_') });
    expect((await f.deps.cards.authorizeHoldOnSession(input)).id).toBe(asked.id);
    expect(await f.deps.cards.retrievePaymentIntent(asked.id)).toMatchObject({ id: asked.id, status: 'requires_action' });
    await authenticate(asked, true);
    expect(await f.deps.cards.retrievePaymentIntent(asked.id)).toMatchObject({ status: 'requires_capture' });
    expect(await f.deps.cards.capture({ paymentIntentId: asked.id, amount: usd(600), idempotencyKey: idempotencyKeys.capture(asked.id) })).toMatchObject({
      status: 'succeeded',
      amountReceived: usd(600),
    });

    // A failed 3-D Secure step leaves nothing held.
    const refused = await f.deps.cards.authorizeHoldOnSession({ ...input, idempotencyKey: idempotencyKeys.hold('on-session-3184-fail') });
    await authenticate(refused, false);
    expect(await f.deps.cards.retrievePaymentIntent(refused.id)).toMatchObject({ status: 'requires_payment_method' });
    await expect(f.deps.cards.capture({ paymentIntentId: refused.id, idempotencyKey: idempotencyKeys.capture(refused.id) })).rejects.toMatchObject({
      reason: 'PAYMENT_INTENT_INVALID_STATE',
    });
    expect(await f.deps.cards.retrievePaymentIntent(kind === 'stripe' ? 'pi_unknown' : 'pi_sbx_unknown')).toBeNull();
  });

  it('refuses a hold on another customer’s card', async () => {
    const mine = await savedCard(f.account());
    const theirs = await savedCard(f.account());
    await expect(
      f.deps.cards.authorizeHold({
        customerId: mine.customerId,
        paymentMethodId: theirs.paymentMethodId,
        amount: usd(500),
        description: 'x',
        idempotencyKey: idempotencyKeys.hold('call-foreign'),
      }),
    ).rejects.toMatchObject({ reason: 'PAYMENT_CARD_NOT_FOUND', message: PaymentTexts.cardNotFound });
  });
});

describe('charges: what reaches Stripe', () => {
  const f = cardFixture('stripe');

  it('sends a manual-capture, off-session, confirmed PaymentIntent naming customer and payment method, each call with its key', async () => {
    const account = f.account();
    const setupIntentId = await f.confirmedSetup(account);
    const paymentMethodId = (await f.deps.cards.retrieveSetupIntent(setupIntentId))!.paymentMethodId!;
    const customerId = (await findCustomerId(f.deps.db, account.userId, 'stripe'))!;
    const hold = await f.deps.cards.authorizeHold({
      customerId,
      paymentMethodId,
      amount: usd(1050),
      description: 'Helpwire call',
      idempotencyKey: 'hold:call-42',
    });
    await f.deps.cards.capture({ paymentIntentId: hold.id, amount: usd(900), idempotencyKey: `capture:${hold.id}` });
    await f.deps.cards.refund({ paymentIntentId: hold.id, amount: usd(100), idempotencyKey: 'refund:r-42' });
    expect(f.double.requestsTo('POST', /^\/v1\/payment_intents$/).at(-1)).toMatchObject({
      idempotencyKey: 'hold:call-42',
      body: {
        amount: '1050',
        currency: 'usd',
        customer: customerId,
        payment_method: paymentMethodId,
        capture_method: 'manual',
        confirm: 'true',
        off_session: 'true',
      },
    });
    expect(f.double.requestsTo('POST', /\/capture$/).at(-1)).toMatchObject({
      path: `/v1/payment_intents/${hold.id}/capture`,
      idempotencyKey: `capture:${hold.id}`,
      body: { amount_to_capture: '900' },
    });
    expect(f.double.requestsTo('POST', /^\/v1\/refunds$/).at(-1)).toMatchObject({
      idempotencyKey: 'refund:r-42',
      body: { payment_intent: hold.id, amount: '100' },
    });
    for (const request of f.double.requests.filter((r) => r.method === 'POST')) expect(request.idempotencyKey).toBeTruthy();
  });

  it('a declined card is PAYMENT_CARD_DECLINED; a card that must authenticate is PAYMENT_AUTHENTICATION_REQUIRED', async () => {
    const account = f.account();
    await f.confirmedSetup(account);
    const customerId = (await findCustomerId(f.deps.db, account.userId, 'stripe'))!;
    for (const [number, reason, message] of [
      ['4000000000000002', 'PAYMENT_CARD_DECLINED', PaymentTexts.cardDeclined],
      ['4000002760003184', 'PAYMENT_AUTHENTICATION_REQUIRED', PaymentTexts.authenticationRequired],
    ] as const) {
      const method = f.double.createPaymentMethod(number);
      method.customer = customerId;
      await expect(
        f.deps.cards.authorizeHold({ customerId, paymentMethodId: method.id, amount: usd(500), description: 'x', idempotencyKey: `hold:${number}` }),
      ).rejects.toMatchObject({ reason, message });
    }
  });

  it('rides out a brief outage (the SDK retries with the same key) and reports a long one as PAYMENT_PROVIDER_UNAVAILABLE', async () => {
    const account = f.account();
    f.double.failNext = 1;
    await f.confirmedSetup(account);
    const customerCalls = f.double.requestsTo('POST', /^\/v1\/customers$/).filter((r) => r.idempotencyKey === `customer:${account.userId}`);
    expect(customerCalls).toHaveLength(2);
    f.double.failNext = 10;
    await expect(f.deps.cards.listCards('cus_any')).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    f.double.failNext = 0;
  });
});

import { Money } from '@helpwire/service-kit';
import type Stripe from 'stripe';
import { BASIC, describeBillingProvider, key, PRO } from '../../../test/billing/billing-provider-cases';
import { BILLING_PROVIDERS_UNDER_TEST } from '../../../test/billing/billing-providers';
import { startStripeBilling } from '../../../test/billing/stripe-billing-under-test';
import type { StripeDouble } from '../../../test/stripe-double/stripe-double';
import type { StripeBillingProvider } from './stripe-billing-provider';

// The same cases for every provider (test/billing/billing-providers.ts: the Stripe double and the sandbox).
for (const underTest of BILLING_PROVIDERS_UNDER_TEST) describeBillingProvider(underTest);

const usd = (cents: number) => Money.of(BigInt(cents), 'USD');

describe('Stripe Billing: what reaches Stripe', () => {
  let started: Awaited<ReturnType<typeof startStripeBilling>>;
  let double: StripeDouble;
  let provider: StripeBillingProvider;
  beforeAll(async () => {
    started = await startStripeBilling();
    double = started.double;
    provider = started.provider as StripeBillingProvider;
  });
  afterAll(() => started?.stop());

  const last = (method: string, path: RegExp) => double.requestsTo(method, path).at(-1);

  it('makes the Product under our id and a monthly Price with the plan’s lookup key, once; later it only looks', async () => {
    const priceId = await provider.priceFor(BASIC);
    expect(last('GET', /^\/v1\/prices$/)).toMatchObject({ query: { 'lookup_keys[0]': 'helpwire_storage_basic_499', active: 'true', limit: '1' } });
    expect(last('POST', /^\/v1\/products$/)).toMatchObject({
      idempotencyKey: 'billing-product:helpwire_storage_basic',
      body: { id: 'helpwire_storage_basic', name: 'Storage 100 GB', metadata: { plan_id: 'basic' } },
    });
    expect(last('POST', /^\/v1\/prices$/)).toMatchObject({
      idempotencyKey: 'billing-price:helpwire_storage_basic_499',
      body: {
        product: 'helpwire_storage_basic',
        currency: 'usd',
        unit_amount: '499',
        recurring: { interval: 'month' },
        lookup_key: 'helpwire_storage_basic_499',
      },
    });
    const writes = double.requestsTo('POST', /^\/v1\/(products|prices)$/).length;
    expect(await provider.priceFor(BASIC)).toBe(priceId);
    expect(double.requestsTo('POST', /^\/v1\/(products|prices)$/)).toHaveLength(writes);
    // Another amount for the same plan: a new Price under the same Product.
    await provider.priceFor({ ...BASIC, price: usd(599) });
    expect(double.requestsTo('POST', /^\/v1\/products$/)).toHaveLength(1);
    expect(last('POST', /^\/v1\/prices$/)).toMatchObject({
      body: { product: 'helpwire_storage_basic', unit_amount: '599', lookup_key: 'helpwire_storage_basic_599' },
    });
  });

  it('subscribes default_incomplete and pays the first invoice on-session; upgrades always_invoice (pending until paid) at the proration date; downgrades with no proration; each write with its key', async () => {
    const [basic, pro] = [await provider.priceFor(BASIC), await provider.priceFor(PRO)];
    const { customerId, paymentMethodId } = await started.controls.customerWithCard('succeeds');
    const subscribe = key('subscribe');
    const subscription = await provider.createSubscription({ customerId, paymentMethodId, priceId: basic, accountId: 'acc-1', idempotencyKey: subscribe });
    expect(last('POST', /^\/v1\/subscriptions$/)).toMatchObject({
      idempotencyKey: subscribe,
      body: {
        customer: customerId,
        items: { 0: { price: basic } },
        default_payment_method: paymentMethodId,
        payment_behavior: 'default_incomplete',
        metadata: { account_id: 'acc-1' },
        expand: { 0: 'latest_invoice' },
      },
    });
    expect(last('POST', /^\/v1\/invoices\/[^/]+\/pay$/)).toMatchObject({
      path: `/v1/invoices/${subscription.latestInvoice!.id}/pay`,
      idempotencyKey: `${subscribe}:pay`,
      body: { payment_method: paymentMethodId, off_session: 'false' },
    });
    expect(last('GET', /^\/v1\/invoices\/in_/)).toMatchObject({
      query: { 'expand[0]': 'payments.data.payment.payment_intent', 'expand[1]': 'confirmation_secret' },
    });

    const at = new Date(subscription.currentPeriodStart.getTime() + 86_400_000);
    await started.controls.advanceClock(customerId, at);
    await provider.previewPriceChange({ subscriptionId: subscription.id, priceId: pro, prorationDate: at });
    const itemId = double.billing.subscriptions.get(subscription.id)!.items as { data: { id: string }[] };
    expect(last('POST', /^\/v1\/invoices\/create_preview$/)).toMatchObject({
      body: {
        subscription: subscription.id,
        subscription_details: {
          items: { 0: { id: itemId.data[0]!.id, price: pro } },
          proration_behavior: 'always_invoice',
          proration_date: String(at.getTime() / 1000),
        },
      },
    });
    const upgrade = key('upgrade');
    await provider.changePrice({ subscriptionId: subscription.id, priceId: pro, prorate: true, prorationDate: at, idempotencyKey: upgrade });
    expect(last('POST', /^\/v1\/subscriptions\/sub_/)).toMatchObject({
      idempotencyKey: upgrade,
      body: {
        items: { 0: { id: itemId.data[0]!.id, price: pro } },
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        proration_date: String(at.getTime() / 1000),
      },
    });
    const downgrade = key('downgrade');
    await provider.changePrice({ subscriptionId: subscription.id, priceId: basic, prorate: false, idempotencyKey: downgrade });
    expect(last('POST', /^\/v1\/subscriptions\/sub_/)).toEqual(
      expect.objectContaining({ idempotencyKey: downgrade, body: { items: { 0: { id: itemId.data[0]!.id, price: basic } }, proration_behavior: 'none' } }),
    );
    const cancel = key('cancel');
    await provider.setCancelAtPeriodEnd({ subscriptionId: subscription.id, cancelAtPeriodEnd: true, idempotencyKey: cancel });
    expect(last('POST', /^\/v1\/subscriptions\/sub_/)).toMatchObject({ idempotencyKey: cancel, body: { cancel_at_period_end: 'true' } });
    const refund = key('refund');
    await provider.refundInvoice({ invoiceId: subscription.latestInvoice!.id, amount: usd(100), idempotencyKey: refund });
    expect(last('POST', /^\/v1\/refunds$/)).toMatchObject({
      idempotencyKey: refund,
      body: { payment_intent: subscription.latestInvoice!.payment!.paymentIntentId, amount: '100' },
    });
    const end = key('end');
    await provider.cancelNow({ subscriptionId: subscription.id, idempotencyKey: end });
    expect(last('DELETE', /^\/v1\/subscriptions\/sub_/)).toMatchObject({ idempotencyKey: end });
    const voiding = key('void');
    await provider.voidInvoice({ invoiceId: subscription.latestInvoice!.id, idempotencyKey: voiding }).catch(() => undefined);
    expect(last('POST', /^\/v1\/invoices\/[^/]+\/void$/)).toMatchObject({
      path: `/v1/invoices/${subscription.latestInvoice!.id}/void`,
      idempotencyKey: voiding,
    });

    // Every write but the preview (a read Stripe serves on POST) carries a key of ours, not the SDK's own.
    for (const request of double.requests.filter((r) => r.method === 'POST' && !r.path.endsWith('/create_preview')))
      expect(request.idempotencyKey).toMatch(/^(customer|subscribe|upgrade|downgrade|cancel|refund|end|void|billing-product|billing-price):/);
  });

  it('a dunning retry is off-session on the card given', async () => {
    const basic = await provider.priceFor(BASIC);
    const { customerId, paymentMethodId } = await started.controls.customerWithCard('succeeds');
    const subscription = await provider.createSubscription({
      customerId,
      paymentMethodId,
      priceId: basic,
      accountId: 'acc-2',
      idempotencyKey: key('subscribe'),
    });
    await started.controls.declineCharges(paymentMethodId);
    await started.controls.advanceClock(customerId, subscription.currentPeriodEnd);
    const invoiceId = (await provider.retrieveSubscription(subscription.id))!.latestInvoice!.id;
    const card = await started.controls.addCard(customerId, 'succeeds');
    const retry = key('retry');
    await provider.payInvoice({ invoiceId, paymentMethodId: card, idempotencyKey: retry });
    expect(last('POST', /\/pay$/)).toMatchObject({
      path: `/v1/invoices/${invoiceId}/pay`,
      idempotencyKey: retry,
      body: { off_session: 'true', payment_method: card },
    });
  });

  it('moves renewals to another card: default_payment_method on the subscription, with the key given', async () => {
    const basic = await provider.priceFor(BASIC);
    const { customerId, paymentMethodId } = await started.controls.customerWithCard('succeeds');
    const subscription = await provider.createSubscription({
      customerId,
      paymentMethodId,
      priceId: basic,
      accountId: 'acc-6',
      idempotencyKey: key('subscribe'),
    });
    const card = await started.controls.addCard(customerId, 'succeeds');
    const moving = key('card');
    await provider.setDefaultPaymentMethod({ subscriptionId: subscription.id, paymentMethodId: card, idempotencyKey: moving });
    expect(last('POST', /^\/v1\/subscriptions\/sub_/)).toEqual(
      expect.objectContaining({ path: `/v1/subscriptions/${subscription.id}`, idempotencyKey: moving, body: { default_payment_method: card } }),
    );
    expect(double.billing.subscriptions.get(subscription.id)).toMatchObject({ default_payment_method: card });
  });

  it('finds a price made elsewhere by its lookup key and makes nothing', async () => {
    const stripe = (provider as unknown as { stripe: Stripe }).stripe;
    await stripe.products.create({ id: 'helpwire_storage_team', name: 'Storage 5 TB' }, { idempotencyKey: 'dashboard-product' });
    const made = await stripe.prices.create(
      { product: 'helpwire_storage_team', currency: 'usd', unit_amount: 2999, recurring: { interval: 'month' }, lookup_key: 'helpwire_storage_team_2999' },
      { idempotencyKey: 'dashboard-price' },
    );
    const writes = double.requestsTo('POST', /^\/v1\/(products|prices)$/).length;
    expect(await provider.priceFor({ planId: 'team', name: 'Storage 5 TB', price: usd(2999) })).toBe(made.id);
    expect(double.requestsTo('POST', /^\/v1\/(products|prices)$/)).toHaveLength(writes);
  });

  it('a declined first payment (4000 0000 0000 0002) cancels the incomplete subscription rather than leaving it to expire', async () => {
    const basic = await provider.priceFor(BASIC);
    const { customerId } = await started.controls.customerWithCard('succeeds');
    const declined = double.createPaymentMethod('4000000000000002');
    declined.customer = customerId;
    const subscribe = key('subscribe');
    await expect(
      provider.createSubscription({ customerId, paymentMethodId: declined.id, priceId: basic, accountId: 'acc-3', idempotencyKey: subscribe }),
    ).rejects.toMatchObject({ reason: 'PAYMENT_CARD_DECLINED' });
    const created = double.requestsTo('POST', /^\/v1\/subscriptions$/).at(-1)!;
    expect(created.idempotencyKey).toBe(subscribe);
    const abandoned = [...double.billing.subscriptions.values()].find((s) => s.customer === customerId)!;
    expect(abandoned).toMatchObject({ status: 'canceled' });
    expect(last('DELETE', /^\/v1\/subscriptions\/sub_/)).toMatchObject({ path: `/v1/subscriptions/${abandoned.id}`, idempotencyKey: `${subscribe}:abandon` });
    expect(double.billing.book.get(String(abandoned.latest_invoice))).toMatchObject({ status: 'open', attempt_count: 1 });
  });

  it('rides out a brief outage (the SDK retries with the same key: one subscription) and reports a long one as PAYMENT_PROVIDER_UNAVAILABLE', async () => {
    const basic = await provider.priceFor(BASIC);
    const { customerId, paymentMethodId } = await started.controls.customerWithCard('succeeds');
    const subscribe = key('subscribe');
    double.failNext = 1;
    const subscription = await provider.createSubscription({ customerId, paymentMethodId, priceId: basic, accountId: 'acc-5', idempotencyKey: subscribe });
    expect(double.requestsTo('POST', /^\/v1\/subscriptions$/).filter((r) => r.idempotencyKey === subscribe)).toHaveLength(2);
    expect([...double.billing.subscriptions.values()].filter((s) => s.customer === customerId)).toHaveLength(1);
    expect(subscription.status).toBe('active');
    double.failNext = 10;
    await expect(provider.retrieveSubscription(subscription.id)).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    double.failNext = 0;
  });
});

import { payment, plan } from '@helpwire/proto';
import { createPromiseClient, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { startPaymentService, type RunningPaymentService } from '../src/app';
import { webhookEvents } from '../src/store/card-schema';
import { findInvoiceByProviderId } from '../src/store/invoice-store';
import { checkLedger } from '../src/store/ledger-check';
import { findTransfer } from '../src/store/ledger-queries';
import { ledgerTransfers, outbox } from '../src/store/schema';
import { BASIC, key } from './billing/billing-provider-cases';
import { BILLING_DOUBLE_SECRET_KEY, startStripeBilling } from './billing/stripe-billing-under-test';

const WEBHOOK_SECRET = 'whsec_billingwebhooks0123456789';
/** Stripe calls the gateway's webhook route unauthenticated; the gateway forwards with no user. */
const identity: Identity = { requestId: 'stripe-webhook', language: 'en' };

/**
 * Billing's webhooks reach the payment service's HandleStripeWebhook (over gRPC, as the gateway's
 * POST /payment/webhook forwards them): built by the Stripe double from a real failed renewal,
 * signed with the endpoint's secret, verified on the raw bytes, stored once per event id.
 * Here the verification and the once-only storage are checked, and a renewal's invoice.paid
 * acted on once: our invoice PAID with its ledger transfer.
 */
describe('Stripe Billing webhooks through HandleStripeWebhook', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningPaymentService;
  let billing: Awaited<ReturnType<typeof startStripeBilling>>;
  let client: ReturnType<typeof createPromiseClient<payment.PaymentServiceClient>>;
  let plans: ReturnType<typeof createPromiseClient<plan.PlanServiceClient>>;

  beforeAll(async () => {
    billing = await startStripeBilling();
    database = await createTestDatabase({ empty: true });
    t = await createTestBus('payment-billing-webhooks');
    service = await startPaymentService({
      database,
      bus: t.bus,
      logger: silentLogger,
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      outboxIntervalMs: 100,
      cardProvider: { STRIPE_SECRET_KEY: BILLING_DOUBLE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE_URL: billing.baseUrl },
    });
    client = createPromiseClient(payment.PaymentServiceClient, `127.0.0.1:${service.port}`);
    plans = createPromiseClient(plan.PlanServiceClient, `127.0.0.1:${service.port}`);
  });
  afterAll(async () => {
    client?.close();
    plans?.close();
    await service?.stop();
    await t?.destroy();
    await database?.drop();
    await billing?.stop();
  });

  /** A subscription whose renewal the card declines: the double raises invoice.payment_failed for it. */
  async function failedRenewal() {
    const { provider, controls } = billing;
    const card = await controls.customerWithCard('succeeds');
    const subscription = await provider.createSubscription({
      ...card,
      priceId: await provider.priceFor(BASIC),
      accountId: 'acc-webhooks',
      idempotencyKey: key('subscribe'),
    });
    await controls.declineCharges(card.paymentMethodId);
    await controls.advanceClock(card.customerId, subscription.currentPeriodEnd);
    return (await provider.retrieveSubscription(subscription.id))!;
  }

  const post = (delivery: { payload: string; signature: string }) =>
    client.handleStripeWebhook({ payload: Buffer.from(delivery.payload), signature: delivery.signature }, { identity });
  const stored = (eventId: string) => database.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId));

  it('a signed invoice.payment_failed is verified and stored; the same event again is acknowledged and not acted on twice', async () => {
    const subscription = await failedRenewal();
    const invoiceId = subscription.latestInvoice!.id;
    const [event] = billing.double.billing.log.of('invoice.payment_failed', invoiceId);
    expect(event).toMatchObject({ type: 'invoice.payment_failed', data: { object: { id: invoiceId, status: 'open', attempt_count: 1 } } });
    const delivery = billing.double.billing.signed(event!, WEBHOOK_SECRET);

    expect(await post(delivery)).toEqual({ eventId: event!.id, processed: true });
    const [row] = await stored(event!.id);
    expect(row).toMatchObject({ type: 'invoice.payment_failed', processedAt: expect.any(Date) });
    expect((row!.payload as { data: { object: { id: string } } }).data.object.id).toBe(invoiceId);

    expect(await post(delivery)).toEqual({ eventId: event!.id, processed: false });
    expect(await stored(event!.id)).toHaveLength(1);
  });

  it('refuses a forged or altered event (INVALID_ARGUMENT PAYMENT_WEBHOOK_SIGNATURE_INVALID) and stores nothing', async () => {
    const subscription = await failedRenewal();
    const [event] = billing.double.billing.log.of('invoice.payment_failed', subscription.latestInvoice!.id);
    const forged = billing.double.billing.signed(event!, 'whsec_someoneelse0123456789');
    await expect(post(forged)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' });
    const genuine = billing.double.billing.signed(event!, WEBHOOK_SECRET);
    const altered = { ...genuine, payload: genuine.payload.replace('"attempt_count": 1', '"attempt_count": 0') };
    expect(altered.payload).not.toBe(genuine.payload);
    await expect(post(altered)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' });
    expect(await stored(event!.id)).toEqual([]);
  });

  it('invoice.paid and customer.subscription.updated / .deleted from the double are verified and stored once each', async () => {
    const { provider, controls } = billing;
    const card = await controls.customerWithCard('succeeds');
    const subscription = await provider.createSubscription({
      ...card,
      priceId: await provider.priceFor(BASIC),
      accountId: 'acc-webhooks',
      idempotencyKey: key('subscribe'),
    });
    await provider.cancelNow({ subscriptionId: subscription.id, idempotencyKey: key('end') });
    const log = billing.double.billing.log;
    const events = [
      log.of('invoice.paid', subscription.latestInvoice!.id)[0]!,
      log.of('customer.subscription.updated', subscription.id).at(-1)!,
      log.of('customer.subscription.deleted', subscription.id)[0]!,
    ];
    expect(events.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated', 'customer.subscription.deleted']);
    for (const event of events) {
      const delivery = billing.double.billing.signed(event, WEBHOOK_SECRET);
      expect(await post(delivery)).toEqual({ eventId: event.id, processed: true });
      expect(await post(delivery)).toEqual({ eventId: event.id, processed: false });
      expect(await stored(event.id)).toHaveLength(1);
    }
  });

  it('a renewal’s invoice.paid makes our invoice PAID with its ledger transfer; the same event again changes nothing', async () => {
    const person: Identity = { requestId: 'person', language: 'en', userId: randomUUID(), role: 'USER' };
    const setup = await client.createSetupIntent({}, { identity: person });
    billing.double.confirmSetupIntent(setup.setupIntentId, '4242424242424242');
    await client.newCardSetDefault({ setupIntentId: setup.setupIntentId }, { identity: person });
    const subscribed = await plans.changePlan({ planId: 'plus', idempotencyKey: key('subscribe') }, { identity: person });
    expect(subscribed.invoice).toMatchObject({ status: plan.InvoiceStatus.INVOICE_STATUS_PAID, total: { amountMinor: '499' } });

    // The month passes on the customer's test clock: Stripe renews and charges the card.
    const remote = [...billing.double.billing.subscriptions.values()].find((s) => (s.metadata as { account_id?: string }).account_id === person.userId)!;
    const periodEnd = (remote.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
    billing.double.billing.advanceClock(String(remote.customer), new Date(periodEnd * 1000));
    const renewalId = String(remote.latest_invoice);
    const [paid] = billing.double.billing.log.of('invoice.paid', renewalId);
    expect(paid).toMatchObject({ data: { object: { billing_reason: 'subscription_cycle', amount_paid: 499 } } });
    expect(await findInvoiceByProviderId(database.db, 'stripe', renewalId)).toBeUndefined();

    const delivery = billing.double.billing.signed(paid!, WEBHOOK_SECRET);
    expect(await post(delivery)).toEqual({ eventId: paid!.id, processed: true });
    const renewal = (await findInvoiceByProviderId(database.db, 'stripe', renewalId))!;
    expect(renewal).toMatchObject({ status: 'PAID', reason: 'RENEWAL', totalMinor: 499n, transferId: `subscription-invoice:${renewal.id}` });
    const transfer = (await findTransfer(database.db, renewal.transferId!))!;
    expect([transfer.kind, transfer.amount.amountMinor, transfer.amount.currency]).toEqual(['SUBSCRIPTION', 499n, 'USD']);
    const listed = await plans.listInvoices({ page: 1, pageSize: 10 }, { identity: person });
    expect(listed.invoices.map((i) => [plan.InvoiceReason[i.reason], plan.InvoiceStatus[i.status]])).toEqual([
      ['INVOICE_REASON_RENEWAL', 'INVOICE_STATUS_PAID'],
      ['INVOICE_REASON_SUBSCRIBE', 'INVOICE_STATUS_PAID'],
    ]);
    expect((await plans.getSubscription({}, { identity: person })).subscription?.currentPeriodStart).toEqual(new Date(periodEnd * 1000));

    const state = async () => ({
      transfers: (await database.db.select({ n: count() }).from(ledgerTransfers))[0]!.n,
      outbox: (await database.db.select({ n: count() }).from(outbox))[0]!.n,
      invoice: await findInvoiceByProviderId(database.db, 'stripe', renewalId),
      asked: billing.double.requests.length,
    });
    const before = await state();
    expect(await post(delivery)).toEqual({ eventId: paid!.id, processed: false });
    expect(await state()).toEqual(before);
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });
});

import { routes, type RouteContract } from '@helpwire/contracts';
import { plan } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';
import type { Request } from 'express';
import { subscriptionRoutes } from './subscription-routes';

const identity: Identity = { requestId: 'subscription-routes-test', language: 'en', userId: 'u-1', role: 'USER' } as Identity;
const usd = (amountMinor: string) => ({ currency: 'USD', amountMinor });
const plus: plan.StoragePlan = {
  id: 'plus',
  name: 'Plus',
  summary: 'More room',
  storageBytes: String(50 * 1024 ** 3),
  retentionDays: 365,
  price: usd('499'),
  interval: plan.BillingInterval.BILLING_INTERVAL_MONTH,
};
const pro: plan.StoragePlan = { ...plus, id: 'pro', name: 'Pro', price: usd('999'), storageBytes: String(200 * 1024 ** 3) };
const start = new Date('2026-12-07T10:00:00Z');
const end = new Date('2027-01-07T10:00:00Z');
const pastDue: plan.Subscription = {
  plan: plus,
  status: plan.SubscriptionStatus.SUBSCRIPTION_STATUS_PAST_DUE,
  currentPeriodStart: start,
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  nextPlan: undefined,
  cardBrand: 'visa',
  cardLast4: '0341',
  nextRetryAt: new Date('2027-01-08T10:00:00Z'),
  graceEndsAt: new Date('2027-01-14T10:00:00Z'),
  storageQuotaBytes: plus.storageBytes,
};
const free: plan.Subscription = {
  plan: { ...plus, id: 'free', name: 'Free', price: usd('0') },
  status: plan.SubscriptionStatus.SUBSCRIPTION_STATUS_FREE,
  cancelAtPeriodEnd: false,
  storageQuotaBytes: String(1024 ** 3),
};
const upgrade: plan.Invoice = {
  id: 'inv-1',
  number: 'HW-2026-000001',
  status: plan.InvoiceStatus.INVOICE_STATUS_PAID,
  reason: plan.InvoiceReason.INVOICE_REASON_UPGRADE,
  planId: 'pro',
  planName: 'Pro',
  total: usd('250'),
  amountRefunded: usd('0'),
  periodStart: start,
  periodEnd: end,
  createdAt: start,
  paidAt: start,
  lines: [
    { description: 'Unused time on Plus', amount: usd('-250') },
    { description: 'Remaining time on Pro', amount: usd('500') },
  ],
  cardBrand: 'visa',
  cardLast4: '4242',
  attempts: 1,
};

/** A PlanService whose answers are given and whose requests are kept. */
function fakePlans(answers: Partial<Record<keyof PromiseClient<plan.PlanServiceClient>, unknown>>) {
  const requests: Array<{ rpc: string; request: unknown; identity: unknown }> = [];
  const client = new Proxy(
    {},
    {
      get: (_target, rpc: string) => async (request: unknown, options: { identity: unknown }) => {
        requests.push({ rpc, request, identity: options.identity });
        if (!(rpc in answers)) throw new Error(`unexpected ${rpc}`);
        return answers[rpc as keyof typeof answers];
      },
    },
  ) as PromiseClient<plan.PlanServiceClient>;
  return { client, requests };
}

async function answerOf(contract: RouteContract, plans: PromiseClient<plan.PlanServiceClient>, input: { query?: unknown; body?: unknown }) {
  const route = subscriptionRoutes({ plans, deadlineMs: 1000 }).find((r) => r.contract === contract)!;
  const reply = await route.handler({ query: input.query, body: input.body, params: {}, identity, req: {} as Request });
  // What the gateway sends must be what the contract says (the web's client is typed by it).
  return { data: contract.response.parse(reply.data) as Record<string, unknown>, meta: reply.meta };
}

describe('the subscription routes', () => {
  it('answers the current plan with cents as strings, ISO times and status names (PAST_DUE with its retry and grace end)', async () => {
    const { client, requests } = fakePlans({ getSubscription: { subscription: pastDue } });
    const { data } = await answerOf(routes.subscribedPlan.current, client, {});
    expect(data).toEqual({
      plan: {
        id: 'plus',
        name: 'Plus',
        summary: 'More room',
        storageBytes: plus.storageBytes,
        retentionDays: 365,
        priceCents: '499',
        currency: 'USD',
        interval: 'MONTH',
      },
      status: 'PAST_DUE',
      currentPeriodStart: '2026-12-07T10:00:00.000Z',
      currentPeriodEnd: '2027-01-07T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      nextPlan: null,
      card: { brand: 'visa', last4: '0341' },
      nextRetryAt: '2027-01-08T10:00:00.000Z',
      graceEndsAt: '2027-01-14T10:00:00.000Z',
      storageQuotaBytes: plus.storageBytes,
    });
    expect(requests).toEqual([{ rpc: 'getSubscription', request: {}, identity }]);
  });

  it('answers the free plan with no period and no card', async () => {
    const { client } = fakePlans({ getSubscription: { subscription: free } });
    const { data } = await answerOf(routes.subscribedPlan.current, client, {});
    expect(data).toMatchObject({ status: 'FREE', currentPeriodEnd: null, card: null, nextRetryAt: null, storageQuotaBytes: String(1024 ** 3) });
  });

  it('previews an upgrade: due now and the proration credit, in cents', async () => {
    const { client, requests } = fakePlans({
      previewPlanChange: {
        plan: pro,
        timing: plan.PlanChangeTiming.PLAN_CHANGE_TIMING_NOW,
        dueNow: usd('250'),
        prorationCredit: usd('249'),
        effectiveAt: start,
        nextRenewalAt: end,
        nextRenewalAmount: usd('999'),
      },
    });
    const { data } = await answerOf(routes.subscribedPlan.preview, client, { query: { planId: 'pro' } });
    expect(data).toMatchObject({ timing: 'NOW', dueNowCents: '250', prorationCreditCents: '249', nextRenewalCents: '999', effectiveAt: start.toISOString() });
    expect(requests[0]!.request).toEqual({ planId: 'pro' });
  });

  it('changes plan with the client’s idempotency key, and passes the 3-D Secure step on as `action`', async () => {
    const { client, requests } = fakePlans({
      changePlan: {
        subscription: { ...pastDue, status: plan.SubscriptionStatus.SUBSCRIPTION_STATUS_INCOMPLETE },
        invoice: { ...upgrade, status: plan.InvoiceStatus.INVOICE_STATUS_OPEN, paidAt: undefined },
        actionClientSecret: 'pi_1_secret_2',
        actionPaymentIntentId: 'pi_1',
      },
    });
    const { data } = await answerOf(routes.subscribedPlan.change, client, { body: { planId: 'pro', idempotencyKey: 'choice-12345' } });
    expect(data.action).toEqual({ clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' });
    expect(data.invoice).toMatchObject({ status: 'OPEN', paidAt: null, reason: 'UPGRADE' });
    expect(requests[0]!.request).toEqual({ planId: 'pro', idempotencyKey: 'choice-12345' });
  });

  it('answers a change without a payment step with action and invoice null', async () => {
    const { client } = fakePlans({ changePlan: { subscription: { ...pastDue, nextPlan: plus } } });
    const { data } = await answerOf(routes.subscribedPlan.change, client, { body: { planId: 'plus', idempotencyKey: 'choice-12345' } });
    expect(data).toMatchObject({ action: null, invoice: null });
  });

  it('answers the receipt: lines with the negative proration credit, total, refunded and card', async () => {
    const { client, requests } = fakePlans({
      getInvoice: { invoice: { ...upgrade, status: plan.InvoiceStatus.INVOICE_STATUS_REFUNDED, amountRefunded: usd('250') } },
    });
    const { data } = await answerOf(routes.subscribedPlan.invoice, client, { query: { invoiceId: 'inv-1' } });
    expect(data).toMatchObject({
      number: 'HW-2026-000001',
      status: 'REFUNDED',
      totalCents: '250',
      refundedCents: '250',
      lines: [
        { description: 'Unused time on Plus', amountCents: '-250' },
        { description: 'Remaining time on Pro', amountCents: '500' },
      ],
      card: { brand: 'visa', last4: '4242' },
    });
    expect(requests[0]!.request).toEqual({ invoiceId: 'inv-1' });
  });

  it('fails (a 500, not the caller’s fault) when the payment service answers a receipt without its invoice', async () => {
    const { client } = fakePlans({ getInvoice: {} });
    await expect(answerOf(routes.subscribedPlan.invoice, client, { query: { invoiceId: 'inv-1' } })).rejects.toThrow('without the invoice');
  });

  it('pages the invoices', async () => {
    const { client, requests } = fakePlans({ listInvoices: { invoices: [upgrade], total: 21 } });
    const { data, meta } = await answerOf(routes.subscribedPlan.invoices, client, { query: { page: 2 } });
    expect(data).toHaveLength(1);
    expect(meta).toEqual({ currentPage: 2, lastPage: 2, total: 21 });
    expect(requests[0]!.request).toEqual({ page: 2, pageSize: 20 });
  });

  it('cancels, resumes, confirms a payment and advances the sandbox clock on the caller’s own account', async () => {
    const invoice = { ...upgrade, reason: plan.InvoiceReason.INVOICE_REASON_RENEWAL };
    const { client, requests } = fakePlans({
      cancelSubscription: { subscription: { ...pastDue, cancelAtPeriodEnd: true } },
      resumeSubscription: { subscription: pastDue },
      confirmPlanPayment: { subscription: pastDue, invoice },
      sandboxAdvanceClock: { subscription: pastDue, invoice },
    });
    expect((await answerOf(routes.subscribedPlan.cancel, client, { body: {} })).data).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await answerOf(routes.subscribedPlan.resume, client, { body: {} })).data).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await answerOf(routes.subscribedPlan.confirmPayment, client, { body: { invoiceId: 'inv-1' } })).data).toMatchObject({ invoice: { id: 'inv-1' } });
    expect((await answerOf(routes.subscribedPlan.sandboxAdvanceClock, client, { body: {} })).data).toMatchObject({ invoice: { reason: 'RENEWAL' } });
    expect(requests.map((r) => [r.rpc, r.request])).toEqual([
      ['cancelSubscription', { reason: '' }],
      ['resumeSubscription', {}],
      ['confirmPlanPayment', { invoiceId: 'inv-1' }],
      ['sandboxAdvanceClock', {}],
    ]);
    expect(requests.every((r) => r.identity === identity)).toBe(true);
  });
});

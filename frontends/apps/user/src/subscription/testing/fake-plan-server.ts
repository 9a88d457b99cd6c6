/**
 * Test-only: the subscription routes of decision 0085 answered from memory (one account: free,
 * subscribed, upgraded, cancelled, past due), for the page's component tests. Never imported by app code.
 */
import type { Card, Invoice, PlanChangePreview, StoragePlan, Subscription } from '@helpwire/contracts';
import { jsonResponse } from '@helpwire/account/testing';

const GIB = 1024 ** 3;
export const PLANS: StoragePlan[] = [
  { id: 'free', name: 'Free', summary: 'For a few calls', storageBytes: String(GIB), retentionDays: 30, priceCents: '0', currency: 'USD', interval: 'MONTH' },
  {
    id: 'plus',
    name: 'Plus',
    summary: 'For regular calls',
    storageBytes: String(50 * GIB),
    retentionDays: 365,
    priceCents: '499',
    currency: 'USD',
    interval: 'MONTH',
  },
  {
    id: 'pro',
    name: 'Pro',
    summary: 'For every call',
    storageBytes: String(200 * GIB),
    retentionDays: 730,
    priceCents: '999',
    currency: 'USD',
    interval: 'MONTH',
  },
];
const planOf = (id: string) => PLANS.find((plan) => plan.id === id)!;
export const START = '2026-12-07T10:00:00.000Z';
export const END = '2027-01-07T10:00:00.000Z';
export const visa: Card = { id: 'card-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true };

export const freePlan = (): Subscription => ({
  plan: planOf('free'),
  status: 'FREE',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  nextPlan: null,
  card: null,
  nextRetryAt: null,
  graceEndsAt: null,
  storageQuotaBytes: String(GIB),
});

export const onPlan = (id: string, overrides: Partial<Subscription> = {}): Subscription => ({
  ...freePlan(),
  plan: planOf(id),
  status: 'ACTIVE',
  currentPeriodStart: START,
  currentPeriodEnd: END,
  card: { brand: 'visa', last4: '4242' },
  storageQuotaBytes: planOf(id).storageBytes,
  ...overrides,
});

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'inv-1',
  number: 'HW-2026-000001',
  status: 'PAID',
  reason: 'SUBSCRIBE',
  planId: 'plus',
  planName: 'Plus',
  totalCents: '499',
  refundedCents: '0',
  currency: 'USD',
  periodStart: START,
  periodEnd: END,
  createdAt: START,
  paidAt: START,
  lines: [{ description: 'Plus, 1 month', amountCents: '499' }],
  card: { brand: 'visa', last4: '4242' },
  attempts: 1,
  ...overrides,
});

type Reply = [status: number, body: unknown];
// A copy, as the network gives: the page never holds the fake's own objects.
const ok = (data: unknown, meta?: unknown): Reply => [
  200,
  JSON.parse(JSON.stringify({ statusCode: 200, message: 'Success', data, ...(meta ? { meta } : {}) })),
];

export interface FakePlanServer {
  subscription: Subscription;
  cards: Card[];
  invoices: Invoice[];
  /** Each request as "POST /subscription/change" with its body or query. */
  requests: Array<{ route: string; input: unknown }>;
  /** The next answers of a route, before the fake's own ("POST /subscription/change"). */
  failNext: Record<string, Reply[]>;
  /** The next change asks for 3-D Secure. */
  askAuthentication: boolean;
  fetch: jest.Mock;
}

/** The preview the payment service would answer for the fake's state. */
function previewOf(subscription: Subscription, planId: string): PlanChangePreview {
  const plan = planOf(planId);
  const price = Number(plan.priceCents);
  const current = Number(subscription.plan.priceCents);
  if (subscription.status === 'FREE')
    return {
      plan,
      timing: 'NOW',
      dueNowCents: String(price),
      prorationCreditCents: '0',
      currency: 'USD',
      effectiveAt: START,
      nextRenewalAt: END,
      nextRenewalCents: String(price),
    };
  if (price > current)
    return {
      plan,
      timing: 'NOW',
      dueNowCents: String(Math.round((price - current) / 2)),
      prorationCreditCents: String(Math.round(current / 2)),
      currency: 'USD',
      effectiveAt: START,
      nextRenewalAt: END,
      nextRenewalCents: String(price),
    };
  return {
    plan,
    timing: 'PERIOD_END',
    dueNowCents: '0',
    prorationCreditCents: '0',
    currency: 'USD',
    effectiveAt: END,
    nextRenewalAt: END,
    nextRenewalCents: String(price),
  };
}

export function fakePlanServer(subscription: Subscription, { cards = [visa], invoices = [] }: { cards?: Card[]; invoices?: Invoice[] } = {}): FakePlanServer {
  const server: FakePlanServer = { subscription, cards, invoices, requests: [], failNext: {}, askAuthentication: false, fetch: jest.fn() };
  const answer = (route: string, input: Record<string, string>): Reply => {
    const failure = server.failNext[route]?.shift();
    if (failure) return failure;
    const s = server.subscription;
    switch (route) {
      case 'GET /subscription/current':
        return ok(s);
      case 'GET /subscription/plans':
        return ok(PLANS);
      case 'GET /subscription/preview':
        return ok(previewOf(s, input.planId!));
      case 'GET /payment/saved-cards':
        return ok(server.cards);
      case 'GET /recording/getAllrecordings':
        return ok({ recordings: [], storage: { usedBytes: 512 * 1024 ** 2, quotaBytes: Number(s.storageQuotaBytes) } });
      case 'GET /subscription/invoices':
        return ok(server.invoices, { currentPage: 1, lastPage: 1, total: server.invoices.length });
      case 'GET /subscription/invoice':
        return ok(server.invoices.find((i) => i.id === input.invoiceId));
      case 'POST /subscription/change': {
        const preview = previewOf(s, input.planId!);
        if (preview.timing === 'PERIOD_END') {
          server.subscription = { ...s, nextPlan: planOf(input.planId!) };
          return ok({ subscription: server.subscription, invoice: null, action: null });
        }
        const made = invoice({
          id: `inv-${server.invoices.length + 1}`,
          number: `HW-2026-00000${server.invoices.length + 1}`,
          reason: s.status === 'FREE' ? 'SUBSCRIBE' : 'UPGRADE',
          planId: input.planId!,
          planName: planOf(input.planId!).name,
          totalCents: preview.dueNowCents,
        });
        if (server.askAuthentication) {
          // The free plan stays in effect while the first payment waits for the bank.
          server.subscription = { ...freePlan(), status: 'INCOMPLETE' };
          server.invoices.unshift({ ...made, status: 'OPEN', paidAt: null });
          return ok({ subscription: server.subscription, invoice: server.invoices[0], action: { clientSecret: 'pi_9_secret_1', paymentIntentId: 'pi_9' } });
        }
        server.subscription = onPlan(input.planId!);
        server.invoices.unshift(made);
        return ok({ subscription: server.subscription, invoice: made, action: null });
      }
      case 'POST /subscription/confirm-payment': {
        // The sandbox's confirmation completes the simulated step (the payment service's design).
        const open = server.invoices.find((i) => i.id === input.invoiceId)!;
        Object.assign(open, { status: 'PAID', paidAt: START });
        server.subscription = onPlan(open.planId);
        return ok({ subscription: server.subscription, invoice: open });
      }
      case 'POST /subscription/cancel':
        server.subscription = { ...s, cancelAtPeriodEnd: true };
        return ok(server.subscription);
      case 'POST /subscription/resume':
        server.subscription = { ...s, cancelAtPeriodEnd: false, nextPlan: null };
        return ok(server.subscription);
      case 'POST /subscription/sandbox/advance-clock': {
        const renewal = invoice({
          id: 'inv-r',
          number: 'HW-2026-000099',
          reason: 'RENEWAL',
          planId: s.plan.id,
          planName: s.plan.name,
          totalCents: s.plan.priceCents,
        });
        server.invoices.unshift(renewal);
        return ok({ subscription: s, invoice: renewal });
      }
      default:
        return [404, { statusCode: 404, message: 'Route not found', code: 'NOT_FOUND' }];
    }
  };
  server.fetch.mockImplementation(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : Object.fromEntries(url.searchParams);
    server.requests.push({ route, input: body });
    const [status, payload] = answer(route, body);
    return jsonResponse(status, payload);
  });
  global.fetch = server.fetch as unknown as typeof globalThis.fetch;
  return server;
}

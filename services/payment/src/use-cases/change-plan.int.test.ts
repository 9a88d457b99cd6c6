import { plan } from '@helpwire/proto';
import { BILLING_KINDS, subscriptionFixture } from '../../test/subscription-fixture';
import { changePlan } from './change-plan';
import { getStorageEntitlement } from './get-storage-entitlement';
import { getSubscription } from './get-subscription';
import { listInvoices } from './list-invoices';
import { previewPlanChange } from './preview-plan-change';

const { SubscriptionStatus, InvoiceStatus, InvoiceReason, PlanChangeTiming } = plan;
const GiB = 1024n ** 3n;

describe.each(BILLING_KINDS)('change plan: subscribe, upgrade now (prorated), downgrade and free at the period end (billed by %s)', (kind) => {
  const f = subscriptionFixture(kind);
  const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;

  it('subscribes on the default card: Plus in effect, a paid HW invoice, one ledger transfer, the entitlement announced', async () => {
    f.now = new Date('2026-03-01T10:00:00Z');
    const person = await f.subscriber();
    const before = await f.money(person.userId);
    const preview = await previewPlanChange(f.subs, { planId: 'plus' }, person.ctx);
    expect([preview.timing, preview.dueNow?.amountMinor, preview.nextRenewalAt?.toISOString()]).toEqual([
      PlanChangeTiming.PLAN_CHANGE_TIMING_NOW,
      '499',
      '2026-04-01T10:00:00.000Z',
    ]);
    const answer = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
    expect(answer.subscription).toMatchObject({
      status: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE,
      plan: { id: 'plus' },
      currentPeriodEnd: new Date('2026-04-01T10:00:00Z'),
      cardLast4: '4242',
      storageQuotaBytes: String(10n * GiB),
    });
    expect(answer.invoice).toMatchObject({
      number: expect.stringMatching(/^HW-2026-\d{6}$/),
      status: InvoiceStatus.INVOICE_STATUS_PAID,
      reason: InvoiceReason.INVOICE_REASON_SUBSCRIBE,
      total: { currency: 'USD', amountMinor: '499' },
      cardLast4: '4242',
      attempts: 1,
    });
    expect(answer.actionClientSecret).toBeUndefined();
    const after = await f.money(person.userId);
    expect([after.cardPaid - before.cardPaid, after.revenue - before.revenue]).toEqual([499n, 499n]);
    expect((await f.events('storageEntitlementChanged', person.userId)).map((e) => [e.planId, e.storageQuotaBytes])).toEqual([['plus', String(10n * GiB)]]);
    expect((await f.events('subscriptionInvoicePaid', person.userId)).map((e) => e.invoiceNumber)).toEqual([answer.invoice!.number]);
    expect(await getStorageEntitlement(f.subs, { accountId: person.userId })).toEqual({
      planId: 'plus',
      storageQuotaBytes: String(10n * GiB),
      retentionDays: 365,
    });
  });

  it('a retry with the same key charges once; a plan with no card, a declined card and an unknown plan are refused clearly', async () => {
    f.now = new Date('2026-03-02T10:00:00Z');
    const person = await f.subscriber();
    const k = key();
    const before = await f.money(person.userId);
    const [a, b] = await Promise.all(
      [changePlan(f.subs, { planId: 'pro', idempotencyKey: k }, person.ctx), changePlan(f.subs, { planId: 'pro', idempotencyKey: k }, person.ctx)].map((p) =>
        p.catch((e: unknown) => e),
      ),
    );
    const again = await changePlan(f.subs, { planId: 'pro', idempotencyKey: k }, person.ctx);
    expect(again.subscription?.plan?.id).toBe('pro');
    expect([a, b].some((r) => (r as plan.ChangePlanResponse).subscription?.plan?.id === 'pro')).toBe(true);
    expect((await listInvoices(f.subs, { page: 1, pageSize: 10 }, person.ctx)).total).toBe(1);
    expect((await f.money(person.userId)).cardPaid - before.cardPaid).toBe(1299n);

    // Two clicks at once with different keys: one subscription, charged once.
    const twice = await f.subscriber();
    const spentBefore = await f.money(twice.userId);
    const both = await Promise.all(['plus', 'plus'].map((planId) => changePlan(f.subs, { planId, idempotencyKey: key() }, twice.ctx)));
    expect(both.map((r) => r.subscription?.plan?.id)).toEqual(['plus', 'plus']);
    expect((await f.money(twice.userId)).cardPaid - spentBefore.cardPaid).toBe(499n);

    const cardless = f.account();
    await expect(changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, cardless.ctx)).rejects.toMatchObject({
      reason: 'PAYMENT_SUBSCRIPTION_NO_CARD',
      message: 'Please add a payment card before choosing a paid plan.',
    });
    const declined = await f.subscriber('chargeDeclined');
    await expect(changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, declined.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_CARD_DECLINED' });
    expect((await getSubscription(f.subs, declined.ctx)).subscription).toMatchObject({
      status: SubscriptionStatus.SUBSCRIPTION_STATUS_FREE,
      plan: { id: 'free' },
    });
    await expect(changePlan(f.subs, { planId: 'gold', idempotencyKey: key() }, person.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_PLAN_NOT_FOUND' });
    await expect(changePlan(f.subs, { planId: 'free', idempotencyKey: key() }, cardless.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_PLAN_UNCHANGED' });
    await expect(changePlan(f.subs, { planId: 'plus', idempotencyKey: 'short' }, person.ctx)).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
  });

  it('upgrades at once, charging the prorated difference to the second on the account clock', async () => {
    f.now = new Date('2026-04-01T00:00:00Z');
    const person = await f.subscriber();
    const subscribed = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
    // Half of April (30 days) later on the customer's clock.
    await f.clockTo(person, new Date('2026-04-16T00:00:00Z'));
    const preview = await previewPlanChange(f.subs, { planId: 'pro' }, person.ctx);
    expect([preview.timing, preview.dueNow?.amountMinor, preview.prorationCredit?.amountMinor, preview.nextRenewalAt?.toISOString()]).toEqual([
      PlanChangeTiming.PLAN_CHANGE_TIMING_NOW,
      '400',
      '250',
      '2026-05-01T00:00:00.000Z',
    ]);
    const before = await f.money(person.userId);
    const upgraded = await changePlan(f.subs, { planId: 'pro', idempotencyKey: key() }, person.ctx);
    expect(upgraded.subscription).toMatchObject({
      status: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE,
      plan: { id: 'pro' },
      currentPeriodEnd: subscribed.subscription!.currentPeriodEnd,
    });
    expect(upgraded.invoice).toMatchObject({
      reason: InvoiceReason.INVOICE_REASON_UPGRADE,
      planId: 'pro',
      total: { amountMinor: '400' },
      status: InvoiceStatus.INVOICE_STATUS_PAID,
    });
    expect(upgraded.invoice!.lines.map((l) => l.amount?.amountMinor)).toEqual(['-250', '650']);
    expect((await f.money(person.userId)).cardPaid - before.cardPaid).toBe(400n);
    expect((await f.events('storageEntitlementChanged', person.userId)).map((e) => e.planId)).toEqual(['plus', 'pro']);
  });

  it('downgrades at the period end: Pro stays until then, the renewal charges Plus and the entitlement follows', async () => {
    f.now = new Date('2026-05-10T08:00:00Z');
    const person = await f.subscriber();
    await changePlan(f.subs, { planId: 'pro', idempotencyKey: key() }, person.ctx);
    const preview = await previewPlanChange(f.subs, { planId: 'plus' }, person.ctx);
    expect([preview.timing, preview.dueNow?.amountMinor, preview.effectiveAt?.toISOString(), preview.nextRenewalAmount?.amountMinor]).toEqual([
      PlanChangeTiming.PLAN_CHANGE_TIMING_PERIOD_END,
      '0',
      '2026-06-10T08:00:00.000Z',
      '499',
    ]);
    const down = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
    expect(down.subscription).toMatchObject({ plan: { id: 'pro' }, nextPlan: { id: 'plus' } });
    expect(down.invoice).toBeUndefined();
    const renewed = await f.advance(person);
    expect(renewed.subscription).toMatchObject({ plan: { id: 'plus' }, nextPlan: undefined, currentPeriodEnd: new Date('2026-07-10T08:00:00Z') });
    expect(renewed.invoice).toMatchObject({
      reason: InvoiceReason.INVOICE_REASON_RENEWAL,
      planId: 'plus',
      total: { amountMinor: '499' },
      status: InvoiceStatus.INVOICE_STATUS_PAID,
    });
    expect((await f.events('storageEntitlementChanged', person.userId)).map((e) => e.planId)).toEqual(['pro', 'plus']);
  });

  it('choosing the free plan cancels at the period end; choosing the paid plan again keeps it', async () => {
    f.now = new Date('2026-06-01T00:00:00Z');
    const person = await f.subscriber();
    await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
    const free = await changePlan(f.subs, { planId: 'free', idempotencyKey: key() }, person.ctx);
    expect(free.subscription).toMatchObject({ plan: { id: 'plus' }, cancelAtPeriodEnd: true, status: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE });
    const kept = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
    expect(kept.subscription).toMatchObject({ plan: { id: 'plus' }, cancelAtPeriodEnd: false });
  });
});

import { plan } from '@helpwire/proto';
import { BILLING_KINDS, subscriptionFixture } from '../../test/subscription-fixture';
import { changePlan } from './change-plan';
import { confirmPlanPayment } from './confirm-plan-payment';
import { getStorageEntitlement } from './get-storage-entitlement';

const { SubscriptionStatus, InvoiceStatus } = plan;

describe.each(BILLING_KINDS)('a plan payment the bank asks 3-D Secure for (4000 0027 6000 3184) (billed by %s)', (kind) => {
  const f = subscriptionFixture(kind);
  const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;

  it('waits INCOMPLETE with the client secret, then the confirmed step puts the plan in effect; an off-session renewal on that card fails', async () => {
    f.now = new Date('2026-07-01T00:00:00Z');
    const person = await f.subscriber('alwaysAuthenticate');
    const k = key();
    const waiting = await changePlan(f.subs, { planId: 'plus', idempotencyKey: k }, person.ctx);
    expect(waiting.subscription).toMatchObject({ status: SubscriptionStatus.SUBSCRIPTION_STATUS_INCOMPLETE, plan: { id: 'free' } });
    expect(waiting.invoice).toMatchObject({ status: InvoiceStatus.INVOICE_STATUS_OPEN, planId: 'plus' });
    expect(waiting.actionClientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(waiting.actionPaymentIntentId).toMatch(/^pi_\w+$/);
    // Asking again (the same plan) answers the same step; nothing is charged yet.
    expect((await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx)).actionClientSecret).toBe(waiting.actionClientSecret);
    expect((await f.money(person.userId)).cardPaid).toBe(0n);
    expect((await getStorageEntitlement(f.subs, { accountId: person.userId })).planId).toBe('free');

    // Someone else cannot confirm it.
    await expect(confirmPlanPayment(f.subs, { invoiceId: waiting.invoice!.id }, f.account().ctx)).rejects.toMatchObject({
      reason: 'PAYMENT_INVOICE_NOT_FOUND',
    });
    await f.approvePayment(waiting);
    const confirmed = await confirmPlanPayment(f.subs, { invoiceId: waiting.invoice!.id }, person.ctx);
    expect(confirmed.subscription).toMatchObject({ status: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE, plan: { id: 'plus' } });
    expect(confirmed.invoice).toMatchObject({ status: InvoiceStatus.INVOICE_STATUS_PAID, id: waiting.invoice!.id });
    // Confirming again changes nothing.
    expect((await confirmPlanPayment(f.subs, { invoiceId: waiting.invoice!.id }, person.ctx)).invoice?.status).toBe(InvoiceStatus.INVOICE_STATUS_PAID);
    expect((await f.money(person.userId)).cardPaid).toBe(499n);
    expect((await f.events('subscriptionInvoicePaid', person.userId)).length).toBe(1);
    expect((await getStorageEntitlement(f.subs, { accountId: person.userId })).planId).toBe('plus');

    const renewal = await f.advance(person);
    expect(renewal.subscription?.status).toBe(SubscriptionStatus.SUBSCRIPTION_STATUS_PAST_DUE);
    expect((await f.events('subscriptionPaymentFailed', person.userId)).map((e) => e.failureCode)).toEqual(['authentication_required']);
  });

  it('an upgrade waiting for 3-D Secure changes nothing until confirmed; choosing another plan abandons an unconfirmed subscription', async () => {
    f.now = new Date('2026-07-05T00:00:00Z');
    const person = await f.subscriber('alwaysAuthenticate');
    const first = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
    await f.approvePayment(first);
    await confirmPlanPayment(f.subs, { invoiceId: first.invoice!.id }, person.ctx);
    const upgrade = await changePlan(f.subs, { planId: 'pro', idempotencyKey: key() }, person.ctx);
    expect(upgrade.subscription?.plan?.id).toBe('plus');
    expect(upgrade.invoice).toMatchObject({ status: InvoiceStatus.INVOICE_STATUS_OPEN, planId: 'pro', total: { amountMinor: '800' } });
    expect(upgrade.actionClientSecret).toBeDefined();
    await f.approvePayment(upgrade);
    const done = await confirmPlanPayment(f.subs, { invoiceId: upgrade.invoice!.id }, person.ctx);
    expect(done.subscription?.plan?.id).toBe('pro');
    expect((await f.money(person.userId)).cardPaid).toBe(499n + 800n);

    const other = await f.subscriber('alwaysAuthenticate');
    const pending = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, other.ctx);
    const switched = await changePlan(f.subs, { planId: 'pro', idempotencyKey: key() }, other.ctx);
    expect(switched.invoice).toMatchObject({ planId: 'pro', status: InvoiceStatus.INVOICE_STATUS_OPEN });
    await expect(confirmPlanPayment(f.subs, { invoiceId: pending.invoice!.id }, other.ctx)).rejects.toMatchObject({
      reason: 'PAYMENT_INVOICE_NOT_AWAITING_ACTION',
    });
    await f.approvePayment(switched);
    expect((await confirmPlanPayment(f.subs, { invoiceId: switched.invoice!.id }, other.ctx)).subscription?.plan?.id).toBe('pro');
  });
});

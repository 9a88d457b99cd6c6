import { plan } from '@helpwire/proto';
import { BILLING_KINDS, subscriptionFixture } from '../../test/subscription-fixture';
import { cancelSubscription } from './cancel-subscription';
import { changePlan } from './change-plan';
import { getSubscription } from './get-subscription';
import { resumeSubscription } from './resume-subscription';

const { SubscriptionStatus } = plan;

describe.each(BILLING_KINDS)('cancel at the period end, and resume before it (billed by %s)', (kind) => {
  const f = subscriptionFixture(kind);
  const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;

  it('cancelled keeps the plan until the period end; resumed it renews; cancelled again it ends on the free plan (CANCELED)', async () => {
    f.now = new Date('2026-08-01T00:00:00Z');
    const person = await f.subscriber();
    await changePlan(f.subs, { planId: 'pro', idempotencyKey: key() }, person.ctx);
    const cancelled = await cancelSubscription(f.subs, { reason: 'Too much' }, person.ctx);
    expect(cancelled.subscription).toMatchObject({ status: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE, plan: { id: 'pro' }, cancelAtPeriodEnd: true });
    expect((await cancelSubscription(f.subs, { reason: '' }, person.ctx)).subscription?.cancelAtPeriodEnd).toBe(true);
    const resumed = await resumeSubscription(f.subs, person.ctx);
    expect(resumed.subscription).toMatchObject({ plan: { id: 'pro' }, cancelAtPeriodEnd: false });
    await expect(resumeSubscription(f.subs, person.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_SUBSCRIPTION_NOTHING_TO_RESUME' });
    expect((await f.advance(person)).invoice?.total?.amountMinor).toBe('1299');

    await cancelSubscription(f.subs, { reason: '' }, person.ctx);
    const ended = await f.advance(person);
    expect(ended.subscription).toMatchObject({ status: SubscriptionStatus.SUBSCRIPTION_STATUS_FREE, plan: { id: 'free' }, currentPeriodEnd: undefined });
    expect((await f.events('subscriptionEnded', person.userId)).map((e) => [e.planId, e.reason])).toEqual([['pro', 'CANCELED']]);
    expect((await f.events('storageEntitlementChanged', person.userId)).map((e) => e.planId)).toEqual(['pro', 'free']);
    expect((await f.money(person.userId)).cardPaid).toBe(2n * 1299n);
    await expect(cancelSubscription(f.subs, { reason: '' }, person.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_SUBSCRIPTION_NOT_FOUND' });
    // Subscribing again later starts a new subscription.
    const again = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
    expect(again.subscription).toMatchObject({ status: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE, plan: { id: 'plus' } });
  });

  it('resume undoes a scheduled downgrade: the renewal charges the plan in effect', async () => {
    f.now = new Date('2026-08-03T00:00:00Z');
    const person = await f.subscriber();
    await changePlan(f.subs, { planId: 'pro', idempotencyKey: key() }, person.ctx);
    await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
    expect((await getSubscription(f.subs, person.ctx)).subscription?.nextPlan?.id).toBe('plus');
    expect((await resumeSubscription(f.subs, person.ctx)).subscription).toMatchObject({ plan: { id: 'pro' }, nextPlan: undefined });
    expect((await f.advance(person)).invoice).toMatchObject({ planId: 'pro', total: { amountMinor: '1299' } });
  });

  it('only a signed-in user or helper acts, on their own account', async () => {
    await expect(getSubscription(f.subs, { ...f.account().ctx, identity: { requestId: 'r', language: 'en' } })).rejects.toMatchObject({
      reason: 'SESSION_REQUIRED',
    });
    const stranger = f.account();
    expect((await getSubscription(f.subs, stranger.ctx)).subscription).toMatchObject({
      status: SubscriptionStatus.SUBSCRIPTION_STATUS_FREE,
      storageQuotaBytes: String(1024 ** 3),
    });
    await expect(resumeSubscription(f.subs, stranger.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_SUBSCRIPTION_NOTHING_TO_RESUME' });
  });
});

import { SubscriptionTexts } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import type { SubscriptionRow } from '../store/subscription-schema';
import { liveSubscriptionOf } from '../store/subscription-store';
import type { SubscriptionDeps } from './deps';
import { priceOf } from './plan-prices';
import { planRow, subscriber, subscriptionMessageOf } from './subscription-answers';
import { syncSubscription } from './sync-subscription';
import { inTurn } from './subscription-turns';

/** Undoes a cancellation and a scheduled downgrade at the provider (the renewal charges the plan in effect again). */
export async function undoScheduledChange(deps: SubscriptionDeps, live: SubscriptionRow, key: string): Promise<void> {
  if (live.cancelAtPeriodEnd)
    await deps.billing.setCancelAtPeriodEnd({
      idempotencyKey: `resume:${live.id}:${key}`,
      subscriptionId: live.providerSubscriptionId,
      cancelAtPeriodEnd: false,
    });
  if (live.nextPlanId) {
    const priceId = await priceOf(deps, await planRow(deps, live.planId));
    await deps.billing.changePrice({ idempotencyKey: `keep-plan:${live.id}:${key}`, subscriptionId: live.providerSubscriptionId, priceId, prorate: false });
  }
}

/** Undoes a cancellation or a scheduled downgrade before the period ends: the paid plan renews as it is. */
export async function resumeSubscription(deps: SubscriptionDeps, ctx: CallContext): Promise<plan.ResumeSubscriptionResponse> {
  const { accountId, language } = subscriber(ctx);
  return inTurn(accountId, async () => {
    const live = await liveSubscriptionOf(deps.db, accountId);
    if (!live || (live.status !== 'ACTIVE' && live.status !== 'PAST_DUE') || (!live.cancelAtPeriodEnd && !live.nextPlanId))
      throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.nothingToResume, 'PAYMENT_SUBSCRIPTION_NOTHING_TO_RESUME');
    await undoScheduledChange(deps, live, randomUUID());
    const synced = await syncSubscription(deps, { providerSubscriptionId: live.providerSubscriptionId });
    return { subscription: await subscriptionMessageOf(deps, accountId, language, synced?.subscription) };
  });
}

import { SubscriptionTexts } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { liveSubscriptionOf } from '../store/subscription-store';
import type { SubscriptionDeps } from './deps';
import { subscriber, subscriptionMessageOf } from './subscription-answers';
import { syncSubscription } from './sync-subscription';
import { inTurn } from './subscription-turns';

/** Cancels at the period's end: the paid plan stays until then, and ResumeSubscription undoes it. Cancelling twice changes nothing. */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  _request: plan.CancelSubscriptionRequest,
  ctx: CallContext,
): Promise<plan.CancelSubscriptionResponse> {
  const { accountId, language } = subscriber(ctx);
  return inTurn(accountId, async () => {
    const live = await liveSubscriptionOf(deps.db, accountId);
    if (!live || (live.status !== 'ACTIVE' && live.status !== 'PAST_DUE'))
      throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.noSubscription, 'PAYMENT_SUBSCRIPTION_NOT_FOUND');
    if (!live.cancelAtPeriodEnd)
      await deps.billing.setCancelAtPeriodEnd({
        idempotencyKey: `cancel:${live.id}:${randomUUID()}`,
        subscriptionId: live.providerSubscriptionId,
        cancelAtPeriodEnd: true,
      });
    const synced = await syncSubscription(deps, { providerSubscriptionId: live.providerSubscriptionId });
    return { subscription: await subscriptionMessageOf(deps, accountId, language, synced?.subscription) };
  });
}

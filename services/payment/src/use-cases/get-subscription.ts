import type { plan } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import type { SubscriptionDeps } from './deps';
import { subscriber, subscriptionMessageOf } from './subscription-answers';

/** The caller's plan in effect, its period, its card and what happens at the period's end (no paid subscription: the free plan). */
export async function getSubscription(deps: SubscriptionDeps, ctx: CallContext): Promise<plan.GetSubscriptionResponse> {
  const { accountId, language } = subscriber(ctx);
  return { subscription: await subscriptionMessageOf(deps, accountId, language) };
}

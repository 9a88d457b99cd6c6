import { Money } from '@helpwire/service-kit';
import { allPlans } from '../store/plan-queries';
import type { StoragePlanRow } from '../store/plan-schema';
import type { BillingProvider } from '../adapters/providers/billing-provider';
import type { SubscriptionDeps } from './deps';

/** Prices are made once per plan and price at the provider (Stripe: found by lookup key); kept here per provider. */
const known = new WeakMap<BillingProvider, Map<string, string>>();

const keyOf = (plan: StoragePlanRow) => `${plan.id}:${plan.priceMinor}:${plan.currency}:${plan.name.en}`;

/** The provider's monthly price for a plan. */
export async function priceOf(deps: SubscriptionDeps, plan: StoragePlanRow): Promise<string> {
  let prices = known.get(deps.billing);
  if (!prices) known.set(deps.billing, (prices = new Map()));
  const cached = prices.get(keyOf(plan));
  if (cached) return cached;
  const priceId = await deps.billing.priceFor({ planId: plan.id, name: plan.name.en, price: Money.of(plan.priceMinor, plan.currency) });
  prices.set(keyOf(plan), priceId);
  return priceId;
}

/** The plan a provider price belongs to (any plan, on sale or not); undefined for a price not ours. */
export async function planOfPrice(deps: SubscriptionDeps, priceId: string): Promise<StoragePlanRow | undefined> {
  for (const plan of await allPlans(deps.db)) {
    if (plan.priceMinor === 0n) continue;
    if ((await priceOf(deps, plan)) === priceId) return plan;
  }
  return undefined;
}

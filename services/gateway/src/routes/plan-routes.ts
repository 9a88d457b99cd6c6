import { routes, type StoragePlan } from '@helpwire/contracts';
import { planNames, type plan } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';

export interface PlanRouteDeps {
  plans: PromiseClient<plan.PlanServiceClient>;
  deadlineMs: number;
}

const toStoragePlan = (p: plan.StoragePlan): StoragePlan => ({
  id: p.id,
  name: p.name,
  summary: p.summary,
  storageBytes: p.storageBytes,
  retentionDays: p.retentionDays,
  priceCents: p.price?.amountMinor ?? '0',
  currency: p.price?.currency || 'USD',
  interval: planNames.billingIntervalNames.nameOf(p.interval) as StoragePlan['interval'],
});

/** The recording storage plans (issue 25): the catalogue anyone may read. */
export function planRoutes({ plans, deadlineMs }: PlanRouteDeps): ApiRoute[] {
  return [
    defineRoute(routes.subscription.plans, {
      tag: 'Subscription',
      summary:
        'The recording storage plans on sale, cheapest first: storage in bytes, retention in days, the monthly price in cents; names in the request language',
      handler: async ({ identity }) => ({ data: (await plans.listStoragePlans({}, { identity, deadlineMs })).plans.map(toStoragePlan) }),
    }),
  ];
}

import { plan } from '@helpwire/proto';
import type { AsyncHandlers, Database } from '@helpwire/service-kit';
import { listStoragePlans } from '../use-cases/list-storage-plans';

/** The gRPC handlers of PlanService: each maps one call to one use case. */
export function planHandlers(deps: { db: Database }): AsyncHandlers<plan.PlanServiceServer> {
  return {
    listStoragePlans: (_request, ctx) => listStoragePlans(deps, ctx),
    // TODO(issue 25, decision 0085): the subscription use cases land here (being built on a branch).
    ...Object.fromEntries(
      [
        'getSubscription',
        'previewPlanChange',
        'changePlan',
        'confirmPlanPayment',
        'cancelSubscription',
        'resumeSubscription',
        'listInvoices',
        'getInvoice',
        'sandboxAdvanceClock',
        'getStorageEntitlement',
        'refundInvoice',
      ].map((name) => [name, () => Promise.reject(new Error('Subscriptions are not built yet.'))]),
    ),
  } as AsyncHandlers<plan.PlanServiceServer>;
}

export const planServiceDefinition = plan.PlanServiceService;

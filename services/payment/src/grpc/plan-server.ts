import { plan } from '@helpwire/proto';
import type { AsyncHandlers, Database } from '@helpwire/service-kit';
import { listStoragePlans } from '../use-cases/list-storage-plans';

/** The gRPC handlers of PlanService: each maps one call to one use case. */
export function planHandlers(deps: { db: Database }): AsyncHandlers<plan.PlanServiceServer> {
  return {
    listStoragePlans: (_request, ctx) => listStoragePlans(deps, ctx),
  };
}

export const planServiceDefinition = plan.PlanServiceService;

import { dispute } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { PaymentDeps } from './use-cases/deps';
import { createDispute } from './use-cases/dispute-create';
import { getDispute, listDisputes } from './use-cases/dispute-read';
import { resolveDispute } from './use-cases/dispute-resolve';
import { reviewDispute } from './use-cases/dispute-review';

export const disputeServiceName = 'helpwire.payment.v1.DisputeService';

/** The gRPC handlers of DisputeService: each maps one call to one use case. */
export function disputeHandlers(deps: PaymentDeps): AsyncHandlers<dispute.DisputeServiceServer> {
  return {
    createDispute: (request, ctx) => createDispute(deps, request, ctx),
    listDisputes: (request, ctx) => listDisputes(deps, request, ctx),
    getDispute: (request, ctx) => getDispute(deps, request, ctx),
    reviewDispute: (request, ctx) => reviewDispute(deps, request, ctx),
    resolveDispute: (request, ctx) => resolveDispute(deps, request, ctx),
  };
}

export const disputeServiceDefinition = dispute.DisputeServiceService;

import { dispute } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { PaymentDeps } from '../use-cases/deps';
import { createDispute } from '../use-cases/create-dispute';
import { getDispute, listDisputes } from '../use-cases/read-disputes';
import { listAccountDisputes } from '../use-cases/account-disputes';
import { resolveDispute } from '../use-cases/resolve-dispute';
import { reviewDispute } from '../use-cases/review-dispute';

export const disputeServiceName = 'helpwire.payment.v1.DisputeService';

/** The gRPC handlers of DisputeService: each maps one call to one use case. */
export function disputeHandlers(deps: PaymentDeps): AsyncHandlers<dispute.DisputeServiceServer> {
  return {
    createDispute: (request, ctx) => createDispute(deps, request, ctx),
    listDisputes: (request, ctx) => listDisputes(deps, request, ctx),
    getDispute: (request, ctx) => getDispute(deps, request, ctx),
    reviewDispute: (request, ctx) => reviewDispute(deps, request, ctx),
    resolveDispute: (request, ctx) => resolveDispute(deps, request, ctx),
    listAccountDisputes: (request, ctx) => listAccountDisputes(deps, request, ctx),
  };
}

export const disputeServiceDefinition = dispute.DisputeServiceService;

import { payment } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { PaymentDeps } from './use-cases/deps';
import { ping } from './use-cases/ping';

export const paymentServiceName = 'helpwire.payment.v1.PaymentService';

/** The gRPC handlers of PaymentService: each maps one call to one use case. */
export function paymentHandlers(deps: PaymentDeps): AsyncHandlers<payment.PaymentServiceServer> {
  return {
    ping: (request) => ping(deps, request),
  };
}

export const paymentServiceDefinition = payment.PaymentServiceService;

import { payment } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { createSetupIntent } from './use-cases/card-create-setup-intent';
import { detachCard } from './use-cases/card-detach';
import { getDefaultCard } from './use-cases/card-get-default';
import { listCards } from './use-cases/card-list';
import { newCardSetDefault } from './use-cases/card-new-set-default';
import { sandboxAuthenticate } from './use-cases/card-sandbox-authenticate';
import { sandboxAuthenticatePayment } from './use-cases/card-sandbox-authenticate-payment';
import { sandboxConfirmSetup } from './use-cases/card-sandbox-confirm';
import { setDefaultCard } from './use-cases/card-set-default';
import { handleStripeWebhook } from './use-cases/card-webhook';
import type { PaymentDeps } from './use-cases/deps';

export const paymentServiceName = 'helpwire.payment.v1.PaymentService';

/** The gRPC handlers of PaymentService: each maps one call to one use case. */
export function paymentHandlers(deps: PaymentDeps): AsyncHandlers<payment.PaymentServiceServer> {
  return {
    createSetupIntent: (_request, ctx) => createSetupIntent(deps, ctx),
    listCards: (_request, ctx) => listCards(deps, ctx),
    setDefaultCard: (request, ctx) => setDefaultCard(deps, request, ctx),
    newCardSetDefault: (request, ctx) => newCardSetDefault(deps, request, ctx),
    detachCard: (request, ctx) => detachCard(deps, request, ctx),
    sandboxConfirmSetup: (request, ctx) => sandboxConfirmSetup(deps, request, ctx),
    sandboxAuthenticate: (request, ctx) => sandboxAuthenticate(deps, request, ctx),
    sandboxAuthenticatePayment: (request, ctx) => sandboxAuthenticatePayment(deps, request, ctx),
    getDefaultCard: (request) => getDefaultCard(deps, request),
    handleStripeWebhook: (request) => handleStripeWebhook(deps, request),
  };
}

export const paymentServiceDefinition = payment.PaymentServiceService;

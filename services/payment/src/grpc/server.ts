import { payment } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { createSetupIntent } from '../use-cases/create-setup-intent';
import { detachCard } from '../use-cases/detach-card';
import { getDefaultCard } from '../use-cases/get-default-card';
import { listCards } from '../use-cases/list-cards';
import { newCardSetDefault } from '../use-cases/set-new-default-card';
import { sandboxAuthenticate } from '../use-cases/authenticate-sandbox-card';
import { sandboxAuthenticatePayment } from '../use-cases/authenticate-sandbox-payment';
import { sandboxConfirmSetup } from '../use-cases/confirm-sandbox-setup';
import { setDefaultCard } from '../use-cases/set-default-card';
import { handleStripeWebhook } from '../use-cases/handle-stripe-webhook';
import type { PaymentDeps } from '../use-cases/deps';

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

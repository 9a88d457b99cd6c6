import type { Card, CardListResult, PaymentAuthentication, SandboxSetupResult, SetupIntent } from '@helpwire/contracts';
import { api, routes, type ApiCallOptions } from '@helpwire/web-core';

/**
 * Every call the Payment Methods page makes (docs/payment-api.md), through the typed client of the
 * route catalogue (decision 0020): inputs and answers are typed by the schemas the gateway checks.
 * Errors are not toasted by the client: the page shows them in the reader's language by reason code.
 */

/** A call's data and the server's message (the success toast's text). */
export interface Answer<T> {
  data: T;
  message: string;
}

const quiet: ApiCallOptions = { toastErrors: false };

const answer = async <T>(envelope: Promise<{ data: T; message: string }>): Promise<Answer<T>> => {
  const { data, message } = await envelope;
  return { data, message };
};

export interface SandboxCardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
}

export const paymentApi = {
  savedCards: (): Promise<Answer<Card[]>> => answer(api(routes.payment.savedCards, undefined, quiet)),
  createSetupIntent: (): Promise<Answer<SetupIntent>> => answer(api(routes.payment.createSetupIntent, {}, quiet)),
  /** The confirmed setup's card becomes the default: answers it and the new list. */
  newCardSetDefault: (setupIntentId: string): Promise<Answer<CardListResult>> => answer(api(routes.payment.newCardSetDefault, { setupIntentId }, quiet)),
  setDefaultCard: (cardId: string): Promise<Answer<CardListResult>> => answer(api(routes.payment.setDefaultPaymentMethod, { cardId }, quiet)),
  removeCard: (cardId: string): Promise<Answer<CardListResult>> => answer(api(routes.payment.detachCard, { cardId }, quiet)),
  /** Sandbox only: the test card form ("succeeded", or "requires_action" for the 3-D Secure step). */
  sandboxConfirmSetup: (intent: SetupIntent, card: SandboxCardInput): Promise<Answer<SandboxSetupResult>> =>
    answer(api(routes.payment.sandboxConfirmSetup, { setupIntentId: intent.setupIntentId, clientSecret: intent.clientSecret, ...card }, quiet)),
  /** Sandbox only: the simulated 3-D Secure answer. */
  sandboxAuthenticate: (intent: SetupIntent, outcome: 'approve' | 'fail'): Promise<Answer<SandboxSetupResult>> =>
    answer(api(routes.payment.sandboxAuthenticate, { setupIntentId: intent.setupIntentId, clientSecret: intent.clientSecret, outcome }, quiet)),
  /** Sandbox only: the simulated 3-D Secure answer for a call's hold (decision 0031). */
  sandboxAuthenticatePayment: (step: PaymentAuthentication, outcome: 'approve' | 'fail'): Promise<Answer<{ held: boolean }>> =>
    answer(
      api(
        routes.payment.sandboxAuthenticatePayment,
        { callId: step.callId, paymentIntentId: step.paymentIntentId, clientSecret: step.clientSecret, outcome },
        quiet,
      ),
    ),
};

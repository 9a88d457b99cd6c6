import {
  cardListResultSchema,
  sandboxSetupResultSchema,
  savedCardsSchema,
  setupIntentSchema,
  type Card,
  type CardListResult,
  type SandboxSetupResult,
  type SetupIntent,
} from '@helpwire/contracts';
import { apiRequest } from '@helpwire/ui';
import type { z } from 'zod';

/**
 * Every call the Payment Methods page makes (docs/payment-api.md), in one place so the transport can
 * be switched here alone. Errors are not toasted by the client: the page shows them in the reader's
 * language by reason code. Answers are checked against the contracts' schemas.
 */

/** A call's checked data and the server's message (the success toast's text). */
export interface Answer<T> {
  data: T;
  message: string;
}

async function call<T>(schema: z.ZodType<T>, path: string, body?: unknown): Promise<Answer<T>> {
  const envelope = await apiRequest<unknown>(path, body === undefined ? { toastErrors: false } : { method: 'POST', body, toastErrors: false });
  return { data: schema.parse(envelope.data), message: envelope.message };
}

export interface SandboxCardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
}

export const paymentApi = {
  savedCards: (): Promise<Answer<Card[]>> => call(savedCardsSchema, '/payment/saved-cards'),
  createSetupIntent: (): Promise<Answer<SetupIntent>> => call(setupIntentSchema, '/payment/create-setup-intent', {}),
  /** The confirmed setup's card becomes the default: answers it and the new list. */
  newCardSetDefault: (setupIntentId: string): Promise<Answer<CardListResult>> => call(cardListResultSchema, '/payment/new-card-set-default', { setupIntentId }),
  setDefaultCard: (cardId: string): Promise<Answer<CardListResult>> => call(cardListResultSchema, '/payment/set-default-payment-method', { cardId }),
  removeCard: (cardId: string): Promise<Answer<CardListResult>> => call(cardListResultSchema, '/payment/detach-card', { cardId }),
  /** Sandbox only: the test card form ("succeeded", or "requires_action" for the 3-D Secure step). */
  sandboxConfirmSetup: (intent: SetupIntent, card: SandboxCardInput): Promise<Answer<SandboxSetupResult>> =>
    call(sandboxSetupResultSchema, '/payment/sandbox/confirm-setup', { setupIntentId: intent.setupIntentId, clientSecret: intent.clientSecret, ...card }),
  /** Sandbox only: the simulated 3-D Secure answer. */
  sandboxAuthenticate: (intent: SetupIntent, outcome: 'approve' | 'fail'): Promise<Answer<SandboxSetupResult>> =>
    call(sandboxSetupResultSchema, '/payment/sandbox/authenticate', { setupIntentId: intent.setupIntentId, clientSecret: intent.clientSecret, outcome }),
};

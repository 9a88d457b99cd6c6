import { PaymentTexts, routes, type Card, type CardListResult, type SandboxSetupResult } from '@helpwire/contracts';
import { paymentNames, type payment } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import express, { type NextFunction, type Request, type Response } from 'express';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import type { RawRoute } from '../http/raw-routes';

export interface PaymentRouteDeps {
  payment: PromiseClient<payment.PaymentServiceClient>;
  deadlineMs: number;
}

/** Stripe's events are a few KB; far larger bodies are not Stripe's. */
const WEBHOOK_BODY_LIMIT = '512kb';

const toCard = (card: payment.Card): Card => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  isDefault: card.isDefault,
});

function toCardListResult(result: payment.CardListResult | undefined): CardListResult {
  return { card: result?.card ? toCard(result.card) : null, cards: (result?.cards ?? []).map(toCard) };
}

function toSandboxResult(result: payment.SandboxSetupResult | undefined): SandboxSetupResult {
  return {
    setupIntentId: result?.setupIntentId ?? '',
    status: paymentNames.setupStatusNames.nameOf(result?.status ?? 0),
    card: result?.card ? toCard(result.card) : null,
  };
}

/** The card routes of spec §7 (Payment), for the signed-in user's own cards (docs/payment-api.md). */
export function paymentRoutes({ payment: client, deadlineMs }: PaymentRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  return [
    defineRoute(routes.payment.savedCards, {
      tag: 'Payment',
      summary: "The caller's saved cards (brand, last 4, expiry, default flag), the default first; an empty list when none",
      handler: async ({ identity }) => ({ data: (await client.listCards({}, { identity, ...call })).cards.map(toCard) }),
    }),
    defineRoute(routes.payment.createSetupIntent, {
      tag: 'Payment',
      summary: 'Starts adding a card: a setup intent (off-session use) to confirm with Stripe.js, or with the sandbox form in test mode',
      handler: async ({ identity }) => {
        const intent = await client.createSetupIntent({}, { identity, ...call });
        return {
          data: { provider: paymentNames.paymentProviderNames.nameOf(intent.provider), setupIntentId: intent.setupIntentId, clientSecret: intent.clientSecret },
        };
      },
    }),
    defineRoute(routes.payment.newCardSetDefault, {
      tag: 'Payment',
      summary: 'Saves the card of a confirmed setup intent and makes it the default',
      handler: async ({ body, identity }) => ({
        data: toCardListResult((await client.newCardSetDefault(body, { identity, ...call })).result),
        message: PaymentTexts.cardAdded,
      }),
    }),
    defineRoute(routes.payment.setDefaultPaymentMethod, {
      tag: 'Payment',
      summary: 'Makes one of the caller\'s cards the default ("Payment Card Not Found." for any other id)',
      handler: async ({ body, identity }) => ({
        data: toCardListResult((await client.setDefaultCard(body, { identity, ...call })).result),
        message: PaymentTexts.defaultCardSet,
      }),
    }),
    defineRoute(routes.payment.detachCard, {
      tag: 'Payment',
      summary: 'Removes one of the caller\'s cards at the provider and here ("Payment Card Not Found." for any other id)',
      handler: async ({ body, identity }) => ({
        data: toCardListResult((await client.detachCard(body, { identity, ...call })).result),
        message: PaymentTexts.cardRemoved,
      }),
    }),
    defineRoute(routes.payment.sandboxConfirmSetup, {
      tag: 'Payment',
      summary:
        "Test mode only: the sandbox card form confirms a setup intent with Stripe's test-card behaviour (4242… succeeds, …0002 is declined, …3155 needs the 3-D Secure step)",
      handler: async ({ body, identity }) => ({
        data: toSandboxResult((await client.sandboxConfirmSetup({ ...body, name: body.name ?? '' }, { identity, ...call })).result),
      }),
    }),
    defineRoute(routes.payment.sandboxAuthenticate, {
      tag: 'Payment',
      summary: 'Test mode only: completes or fails the simulated 3-D Secure step of a setup that requires action',
      handler: async ({ body, identity }) => ({ data: toSandboxResult((await client.sandboxAuthenticate(body, { identity, ...call })).result) }),
    }),
    defineRoute(routes.payment.sandboxAuthenticatePayment, {
      tag: 'Payment',
      summary:
        "Test mode only: completes or fails the simulated 3-D Secure step of the caller's call hold (decision 0031); then call-helper again with the call id",
      handler: async ({ body, identity }) => ({ data: { held: (await client.sandboxAuthenticatePayment(body, { identity, ...call })).held } }),
    }),
  ];
}

/**
 * POST /payment/webhook: Stripe's events, passed on as the raw bytes with their Stripe-Signature
 * header (the payment service verifies, stores and dedupes them). No session: Stripe signs instead.
 */
export function paymentWebhookRoutes({ payment: client, deadlineMs }: PaymentRouteDeps): RawRoute[] {
  const forward = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await client.handleStripeWebhook({ payload, signature: req.get('stripe-signature') ?? '' }, { identity: req.identity, deadlineMs });
      res.json({ received: true, eventId: result.eventId, processed: result.processed });
    } catch (error) {
      next(error);
    }
  };
  return [
    {
      method: 'post',
      path: '/payment/webhook',
      rawBody: true,
      handlers: [express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), forward],
      openApi: {
        tags: ['Payment'],
        summary: 'Stripe webhook endpoint (signed with Stripe-Signature; replays are acknowledged and not acted on again)',
        parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'A Stripe Event, as Stripe sends it' } } } },
        responses: {
          200: {
            description: 'Received',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { received: { type: 'boolean' }, eventId: { type: 'string' }, processed: { type: 'boolean' } } },
              },
            },
          },
          400: {
            description: 'Bad signature (PAYMENT_WEBHOOK_SIGNATURE_INVALID)',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
  ];
}

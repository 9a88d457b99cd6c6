import { PaymentTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type Stripe from 'stripe';

/** Checks a webhook's Stripe-Signature over the raw body with the endpoint's signing secret (whsec_…). */
export class StripeWebhookVerifier {
  constructor(
    private readonly stripe: Stripe,
    private readonly signingSecret: string,
  ) {}

  verify(payload: Buffer, signature: string): Stripe.Event {
    try {
      return this.stripe.webhooks.constructEvent(payload, signature, this.signingSecret);
    } catch {
      throw new AppError('INVALID_ARGUMENT', PaymentTexts.webhookSignatureInvalid, 'PAYMENT_WEBHOOK_SIGNATURE_INVALID');
    }
  }
}

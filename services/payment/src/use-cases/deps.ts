import type { Database } from '@helpwire/service-kit';
import type { CardProvider } from '../providers/card-provider';
import type { StripeWebhookVerifier } from '../providers/stripe-webhooks';

/** What the payment use cases need from the outside world. */
export interface PaymentDeps {
  db: Database;
  /** Where cards live: Stripe, or the in-process sandbox (`card-provider-from-config.ts`). */
  cards: CardProvider;
  /** Verifies Stripe webhooks; absent when Stripe is not configured (webhooks are then refused). */
  stripeWebhooks?: StripeWebhookVerifier;
}

import type { Database } from '@helpwire/service-kit';
import type { CardProviderConfig } from '../../config';
import type { CardProvider } from './card-provider';
import { SandboxCardProvider } from '../sandbox/sandbox-card-provider';
import { createStripeClient } from './stripe-client';
import { StripeCardProvider } from './stripe-card-provider';
import { StripeWebhookVerifier } from './stripe-webhooks';

export interface CardProviders {
  cards: CardProvider;
  stripeWebhooks?: StripeWebhookVerifier;
}

/** Stripe when a secret key is configured (webhooks when their signing secret is too); the sandbox otherwise. */
export function cardProvidersFrom(config: CardProviderConfig, db: Database): CardProviders {
  if (!config.STRIPE_SECRET_KEY) return { cards: new SandboxCardProvider(db) };
  const stripe = createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBaseUrl: config.STRIPE_API_BASE_URL });
  return {
    cards: new StripeCardProvider(stripe),
    stripeWebhooks: config.STRIPE_WEBHOOK_SECRET ? new StripeWebhookVerifier(stripe, config.STRIPE_WEBHOOK_SECRET) : undefined,
  };
}

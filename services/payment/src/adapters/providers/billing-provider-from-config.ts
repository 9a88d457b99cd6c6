import type { Database } from '@helpwire/service-kit';
import type { CardProviderConfig } from '../../config';
import { SandboxBillingProvider } from '../sandbox/sandbox-billing-provider';
import type { BillingProvider } from './billing-provider';
import { createStripeClient } from './stripe-client';
import { StripeBillingProvider } from './stripe-billing-provider';

/**
 * Where subscriptions are billed (decision 0085): Stripe Billing when STRIPE_SECRET_KEY is set (as
 * cards), the in-process sandbox on its test clocks otherwise.
 */
export function billingProviderFrom(config: CardProviderConfig, db: Database, now: () => Date = () => new Date()): BillingProvider {
  if (!config.STRIPE_SECRET_KEY) return new SandboxBillingProvider(db, now);
  return new StripeBillingProvider(createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBaseUrl: config.STRIPE_API_BASE_URL }));
}

import type { Database } from '@helpwire/service-kit';
import type { CardProviderConfig } from '../../config';
import { SandboxBillingProvider } from '../sandbox/sandbox-billing-provider';
import type { BillingProvider } from './billing-provider';
import { providerUnavailable } from './card-provider-errors';

/** Until Stripe Billing is wired in: every subscription call is answered "provider unavailable" (cards still work). */
function stripeBillingPending(): BillingProvider {
  const unavailable = () => Promise.reject(providerUnavailable());
  return {
    name: 'stripe',
    priceFor: unavailable,
    createSubscription: unavailable,
    retrieveSubscription: unavailable,
    previewPriceChange: unavailable,
    changePrice: unavailable,
    setCancelAtPeriodEnd: unavailable,
    cancelNow: unavailable,
    payInvoice: unavailable,
    retrieveInvoice: unavailable,
    refundInvoice: unavailable,
  };
}

/**
 * Where subscriptions are billed (decision 0085): Stripe Billing when STRIPE_SECRET_KEY is set (as
 * cards), the in-process sandbox on its test clocks otherwise.
 */
export function billingProviderFrom(config: CardProviderConfig, db: Database, now: () => Date = () => new Date()): BillingProvider {
  if (!config.STRIPE_SECRET_KEY) return new SandboxBillingProvider(db, now);
  // STRIPE BILLING (branch stripe-billing) replaces the next line with: return new StripeBillingProvider(createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBaseUrl: config.STRIPE_API_BASE_URL }));
  return stripeBillingPending();
}

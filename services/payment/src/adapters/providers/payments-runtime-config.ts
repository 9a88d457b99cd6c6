import type { PaymentsRuntimeConfig } from '@helpwire/contracts';
import type { CardProviderConfig } from '../../config';

/**
 * The `payments` block of the web's runtime-config.json: which card flow the web shows, from the
 * same settings that pick the provider here (Stripe with a secret key, the sandbox otherwise).
 */
export function paymentsRuntimeConfig(config: CardProviderConfig): PaymentsRuntimeConfig {
  if (!config.STRIPE_SECRET_KEY) return { provider: 'sandbox' };
  return { provider: 'stripe', ...(config.STRIPE_PUBLISHABLE_KEY ? { publishableKey: config.STRIPE_PUBLISHABLE_KEY } : {}) };
}

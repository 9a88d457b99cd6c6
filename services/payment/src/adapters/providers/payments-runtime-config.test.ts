import { paymentsRuntimeConfigSchema } from '@helpwire/contracts';
import { paymentsRuntimeConfig } from './payments-runtime-config';

describe('the payments block of runtime-config.json', () => {
  it('is the sandbox without a Stripe secret key, even when a publishable key is set', () => {
    expect(paymentsRuntimeConfig({})).toEqual({ provider: 'sandbox' });
    expect(paymentsRuntimeConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual({ provider: 'sandbox' });
  });

  it('is Stripe with the publishable key (never the secret key) when the secret key is set', () => {
    const config = paymentsRuntimeConfig({ STRIPE_SECRET_KEY: 'sk_test_secret', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' });
    expect(config).toEqual({ provider: 'stripe', publishableKey: 'pk_test_abc' });
    expect(JSON.stringify(config)).not.toContain('sk_test_secret');
    expect(paymentsRuntimeConfigSchema.parse(config)).toEqual(config);
  });
});

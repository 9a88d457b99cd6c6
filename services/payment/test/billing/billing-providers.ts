import type { BillingProviderUnderTest } from './billing-under-test';
import { sandboxBillingUnderTest } from './sandbox-billing-under-test';
import { stripeBillingUnderTest } from './stripe-billing-under-test';

/** Every billing provider the suite (billing-provider-cases.ts) runs against: the Stripe double and the sandbox. */
export const BILLING_PROVIDERS_UNDER_TEST: BillingProviderUnderTest[] = [stripeBillingUnderTest, sandboxBillingUnderTest];

import { PaymentTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import { SandboxBillingProvider } from '../adapters/sandbox/sandbox-billing-provider';
import type { SubscriptionDeps } from './deps';

/** The sandbox billing provider, or 403 PAYMENT_SANDBOX_ONLY when subscriptions are billed by Stripe. */
export function sandboxBillingOf(deps: SubscriptionDeps): SandboxBillingProvider {
  if (deps.billing instanceof SandboxBillingProvider) return deps.billing;
  throw new AppError('PERMISSION_DENIED', PaymentTexts.sandboxOnly, 'PAYMENT_SANDBOX_ONLY');
}

/** The time of an account's subscription: its customer's test clock in the sandbox, real time with Stripe. */
export async function subscriptionNow(deps: SubscriptionDeps, providerCustomerId: string | undefined): Promise<Date> {
  if (deps.billing instanceof SandboxBillingProvider && providerCustomerId) return deps.billing.clockOf(providerCustomerId);
  return deps.now();
}

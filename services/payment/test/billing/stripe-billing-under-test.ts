import { randomUUID } from 'node:crypto';
import { StripeBillingProvider } from '../../src/adapters/providers/stripe-billing-provider';
import { createStripeClient } from '../../src/adapters/providers/stripe-client';
import { StripeDouble, type DoubleTestCard } from '../stripe-double/stripe-double';
import type { BillingProviderUnderTest, BillingTestCard, StartedBillingProvider } from './billing-under-test';

export const BILLING_DOUBLE_SECRET_KEY = 'sk_test_billingdouble0123456789';

const cardNumber: Record<BillingTestCard, DoubleTestCard> = {
  succeeds: '4242424242424242',
  chargeDeclined: '4000000000000341',
  alwaysAuthenticate: '4000002760003184',
};

/** The Stripe Billing provider on the SDK, against a fresh local Stripe double (whose requests a test may read). */
export async function startStripeBilling(): Promise<StartedBillingProvider & { double: StripeDouble; baseUrl: string }> {
  const double = new StripeDouble();
  const { baseUrl } = await double.start();
  const stripe = createStripeClient({ secretKey: BILLING_DOUBLE_SECRET_KEY, apiBaseUrl: baseUrl });
  const addCard = async (customerId: string, card: BillingTestCard) => {
    const method = double.createPaymentMethod(cardNumber[card]);
    method.customer = customerId; // saved with a SetupIntent, as the card flow does
    return method.id;
  };
  return {
    double,
    baseUrl,
    provider: new StripeBillingProvider(stripe),
    controls: {
      async customerWithCard(card) {
        const customer = await stripe.customers.create({ metadata: { account_id: randomUUID() } }, { idempotencyKey: `customer:${randomUUID()}` });
        double.billing.now(customer.id); // its test clock starts now
        return { customerId: customer.id, paymentMethodId: await addCard(customer.id, card) };
      },
      addCard,
      async declineCharges(paymentMethodId) {
        double.paymentMethods.get(paymentMethodId)!.behaviour = 'chargeDeclined';
      },
      async now(customerId) {
        return double.billing.now(customerId);
      },
      async advanceClock(customerId, to) {
        double.billing.advanceClock(customerId, to);
      },
      async authenticate(payment, approve) {
        double.completePaymentAuthentication(payment.paymentIntentId, approve);
      },
    },
    stop: () => double.stop(),
  };
}

export const stripeBillingUnderTest: BillingProviderUnderTest = { name: 'stripe (local double)', start: startStripeBilling };

/** What the shared billing suite (billing-provider-cases.ts) runs against: a provider and the controls around it. */
import type { SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import type { BillingProvider } from '../../src/adapters/providers/billing-provider';

/** The test cards the billing suite uses (Stripe's numbers; the sandbox's same names). */
export type BillingTestCard = Extract<keyof typeof SANDBOX_TEST_CARDS, 'succeeds' | 'chargeDeclined' | 'alwaysAuthenticate'>;

/** What the suite does around a provider that the port does not: cards, the clock, the cardholder's 3-D Secure step. */
export interface BillingControls {
  /** A new customer with a saved card of that kind (the card subscriptions are created on). */
  customerWithCard(card: BillingTestCard): Promise<{ customerId: string; paymentMethodId: string }>;
  /** Another saved card for the customer. */
  addCard(customerId: string, card: BillingTestCard): Promise<string>;
  /** From now on every charge on this card is declined (as if the bank stopped honouring it). */
  declineCharges(paymentMethodId: string): Promise<void>;
  /** The customer's clock (Stripe's test clock; the sandbox's own). */
  now(customerId: string): Promise<Date>;
  /** Moves the customer's clock to `to`: renewals and period-end cancellations due by then happen. */
  advanceClock(customerId: string, to: Date): Promise<void>;
  /** The cardholder's answer to the bank's 3-D Secure for an invoice's payment (Stripe.js, or the sandbox's step). */
  authenticate(payment: { paymentIntentId: string; clientSecret?: string }, approve: boolean): Promise<void>;
}

export interface StartedBillingProvider {
  provider: BillingProvider;
  controls: BillingControls;
  stop(): Promise<void>;
}

/** A provider the shared suite runs against: `start` in beforeAll, `stop` in afterAll. */
export interface BillingProviderUnderTest {
  name: string;
  start(): Promise<StartedBillingProvider>;
}

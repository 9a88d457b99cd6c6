import type { PaymentProvider } from '@helpwire/contracts';
import type { Money } from '@helpwire/service-kit';

/** A card as the provider holds it: only what we may keep (never the number or CVC). */
export interface ProviderCard {
  paymentMethodId: string;
  /** The provider customer it is attached to; null once detached. */
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Stripe's SetupIntent statuses (the sandbox uses the same words). */
export type SetupIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';

export interface ProviderSetupIntent {
  id: string;
  clientSecret: string;
  customerId: string;
  status: SetupIntentStatus;
  paymentMethodId: string | null;
}

/** Stripe's PaymentIntent statuses we meet with `capture_method: manual`. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface ProviderPaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  amount: Money;
  amountReceived: Money;
  /** For the cardholder's own step (3-D Secure with Stripe.js, or the sandbox's) when the status is `requires_action`. */
  clientSecret?: string;
}

export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amount: Money;
  status: string;
}

/**
 * Every call that changes something at the provider carries `idempotencyKey`, derived from our own
 * operation id (`card-idempotency.ts`): a retry after a timeout never makes a second customer,
 * setup, hold, capture or refund.
 */
export interface Idempotent {
  idempotencyKey: string;
}

/**
 * Where cards live: Stripe, or the in-process sandbox with Stripe's test-card behaviour. The use
 * cases only see this; `card-provider-from-config.ts` picks one.
 */
export interface CardProvider {
  readonly name: PaymentProvider;
  createCustomer(input: Idempotent & { accountId: string }): Promise<string>;
  /** A SetupIntent for `usage: off_session` (the card will be charged while the user is away). */
  createSetupIntent(input: Idempotent & { customerId: string; accountId: string }): Promise<ProviderSetupIntent>;
  /** Null when the provider does not know the id. */
  retrieveSetupIntent(setupIntentId: string): Promise<ProviderSetupIntent | null>;
  /** The customer's cards. */
  listCards(customerId: string): Promise<ProviderCard[]>;
  /** Null when the provider does not know the id. */
  retrieveCard(paymentMethodId: string): Promise<ProviderCard | null>;
  detachCard(input: Idempotent & { paymentMethodId: string }): Promise<void>;

  // Charge side (used by the call-charging issue; implemented and tested now).

  /** An authorisation hold (`capture_method: manual`, `off_session`, confirmed at once) on the customer's card. */
  authorizeHold(input: Idempotent & { customerId: string; paymentMethodId: string; amount: Money; description: string }): Promise<ProviderPaymentIntent>;
  /**
   * An authorisation hold with the cardholder present (`capture_method: manual`, confirmed on-session):
   * `requires_capture`, or `requires_action` with the client secret when the bank asks for 3-D Secure.
   */
  authorizeHoldOnSession(
    input: Idempotent & { customerId: string; paymentMethodId: string; amount: Money; description: string },
  ): Promise<ProviderPaymentIntent>;
  /** Null when the provider does not know the id. */
  retrievePaymentIntent(paymentIntentId: string): Promise<ProviderPaymentIntent | null>;
  /** Captures a hold, possibly for less than was held (the rest is released). */
  capture(input: Idempotent & { paymentIntentId: string; amount?: Money }): Promise<ProviderPaymentIntent>;
  /** Releases a hold. */
  cancel(input: Idempotent & { paymentIntentId: string }): Promise<ProviderPaymentIntent>;
  /** Refunds a captured payment, all of it or `amount`. */
  refund(input: Idempotent & { paymentIntentId: string; amount?: Money }): Promise<ProviderRefund>;
}

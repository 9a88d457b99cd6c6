import type { PaymentProvider } from '@helpwire/contracts';
import type { Money } from '@helpwire/service-kit';
import type { Idempotent } from './card-provider';

/**
 * Storage subscriptions at the provider (decision 0085): Stripe Billing, or the in-process sandbox
 * that renews the same way on its own clock. The use cases see only this port; both providers pass
 * one suite (billing-provider.int.test.ts). Every call that changes something carries an
 * idempotency key derived from our own operation's id.
 */

/** Stripe's subscription statuses (the sandbox uses the same words). */
export type ProviderSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'unpaid' | 'canceled';

/** Stripe's invoice statuses. */
export type ProviderInvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

/** Why an invoice was made (Stripe's billing_reason). */
export type ProviderBillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export interface ProviderInvoiceLine {
  description: string;
  /** Negative for a proration credit. */
  amount: Money;
  /** True for a proration line (unused time credited, remaining time charged). */
  proration: boolean;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  status: ProviderInvoiceStatus;
  billingReason: ProviderBillingReason;
  amountDue: Money;
  amountPaid: Money;
  periodStart: Date;
  periodEnd: Date;
  lines: ProviderInvoiceLine[];
  /** Payment attempts so far. */
  attemptCount: number;
  /** The payment of the invoice; `clientSecret` when it waits for the cardholder (3-D Secure). */
  payment: { paymentIntentId: string; status: string; clientSecret?: string; failureCode?: string } | null;
  paidAt: Date | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** The provider's price the subscription renews at (after a scheduled downgrade: the lower one). */
  priceId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The card it renews on. */
  defaultPaymentMethodId: string | null;
  latestInvoice: ProviderInvoice | null;
}

export interface ProrationPreview {
  /** Charged now if the change is made at `prorationDate`. */
  amountDue: Money;
  lines: ProviderInvoiceLine[];
}

/** A plan as the provider needs it: our slug, its price per month and its name for the invoice. */
export interface BillingPlan {
  planId: string;
  name: string;
  price: Money;
}

export interface BillingProvider {
  readonly name: PaymentProvider;
  /** The provider's recurring monthly price for a plan (Stripe: a Product and Price found by lookup key, made once). */
  priceFor(plan: BillingPlan): Promise<string>;
  /**
   * Subscribes a customer to a price, charging the first period at once on the given card
   * (`payment_behavior: default_incomplete` semantics: `incomplete` with the payment's client secret
   * when the bank asks for 3-D Secure; the first invoice's payment declined → an error).
   */
  createSubscription(input: Idempotent & { customerId: string; paymentMethodId: string; priceId: string; accountId: string }): Promise<ProviderSubscription>;
  /** Null when the provider does not know the id. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** What changing to `priceId` at `prorationDate` would charge now (Stripe's upcoming-invoice preview). */
  previewPriceChange(input: { subscriptionId: string; priceId: string; prorationDate: Date }): Promise<ProrationPreview>;
  /**
   * Changes the price. `prorate: true` (an upgrade): the difference is invoiced and charged at once
   * (`proration_behavior: always_invoice`). `prorate: false` (a downgrade, or undoing one): nothing is
   * charged now and the next renewal charges the new price. An upgrade the card declines is
   * PAYMENT_CARD_DECLINED and changes nothing; one the bank wants 3-D Secure for comes back with the
   * old price and the upgrade's invoice open (its payment's `clientSecret`): once paid, the new price applies.
   */
  changePrice(input: Idempotent & { subscriptionId: string; priceId: string; prorate: boolean; prorationDate?: Date }): Promise<ProviderSubscription>;
  /** Cancels at the period's end (`true`) or undoes that (`false`). */
  setCancelAtPeriodEnd(input: Idempotent & { subscriptionId: string; cancelAtPeriodEnd: boolean }): Promise<ProviderSubscription>;
  /**
   * The card future renewals (and retries that name no card) are charged to (Stripe: the
   * subscription's `default_payment_method`), so they follow the account's default card. The card
   * must be the subscription's customer's.
   */
  setDefaultPaymentMethod(input: Idempotent & { subscriptionId: string; paymentMethodId: string }): Promise<ProviderSubscription>;
  /**
   * Ends the subscription now, without a refund (dunning gave up). Its open invoices stay open, no
   * longer collected (Stripe's default): `voidInvoice` closes one.
   */
  cancelNow(input: Idempotent & { subscriptionId: string }): Promise<ProviderSubscription>;
  /** Voids an open invoice (it will never be paid); an invoice already void answers as it is. */
  voidInvoice(input: Idempotent & { invoiceId: string }): Promise<ProviderInvoice>;
  /**
   * Tries an open invoice's payment again (dunning), off-session, on the subscription's card or
   * `paymentMethodId`. A declined attempt is not an error: the invoice comes back `open` with the
   * attempt counted and `payment.failureCode` (e.g. `card_declined`).
   */
  payInvoice(input: Idempotent & { invoiceId: string; paymentMethodId?: string }): Promise<ProviderInvoice>;
  /** Null when the provider does not know the id. */
  retrieveInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  /** Refunds a paid invoice's payment, all of it or `amount`. */
  refundInvoice(input: Idempotent & { invoiceId: string; amount?: Money }): Promise<{ id: string; amount: Money }>;
}

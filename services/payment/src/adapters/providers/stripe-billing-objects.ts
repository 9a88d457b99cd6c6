import type Stripe from 'stripe';
import type {
  ProviderBillingReason,
  ProviderInvoice,
  ProviderInvoiceLine,
  ProviderInvoiceStatus,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from './billing-provider';
import { fromStripeAmount } from './stripe-amount';

/**
 * Stripe Billing's objects (API 2025-03-31 on) in the billing port's words: integer minor units as
 * Money, unix seconds as Dates, the invoice's payment from its expanded InvoicePayments.
 */

export const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

export function toLine(line: Stripe.InvoiceLineItem): ProviderInvoiceLine {
  return {
    description: line.description ?? '',
    amount: fromStripeAmount(line.amount, line.currency),
    proration: line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? false,
  };
}

/** The period an invoice pays for: its subscription line's (Stripe's own invoice period is the one that ended). */
function servicePeriod(invoice: Stripe.Invoice): { start: number; end: number } {
  const lines = invoice.lines.data;
  const plain = lines.find((line) => !toLine(line).proration);
  if (plain) return plain.period;
  if (lines.length > 0) return { start: Math.min(...lines.map((l) => l.period.start)), end: Math.max(...lines.map((l) => l.period.end)) };
  return { start: invoice.period_start, end: invoice.period_end };
}

function toPayment(invoice: Stripe.Invoice): ProviderInvoice['payment'] {
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((p) => p.is_default) ?? payments[0];
  const intent = payment?.payment.payment_intent;
  if (!intent) return null;
  if (typeof intent === 'string') return { paymentIntentId: intent, status: payment.status };
  const waiting = intent.status === 'requires_action';
  return {
    paymentIntentId: intent.id,
    status: intent.status,
    ...(waiting ? { clientSecret: intent.client_secret ?? invoice.confirmation_secret?.client_secret ?? undefined } : {}),
    ...(intent.last_payment_error?.code ? { failureCode: intent.last_payment_error.code } : {}),
  };
}

export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const period = servicePeriod(invoice);
  const paidAt = invoice.status_transitions.paid_at;
  return {
    id: invoice.id,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? '',
    customerId: idOf(invoice.customer) ?? '',
    status: (invoice.status ?? 'draft') as ProviderInvoiceStatus,
    billingReason: invoice.billing_reason as ProviderBillingReason,
    amountDue: fromStripeAmount(invoice.amount_due, invoice.currency),
    amountPaid: fromStripeAmount(invoice.amount_paid, invoice.currency),
    periodStart: fromUnix(period.start),
    periodEnd: fromUnix(period.end),
    lines: invoice.lines.data.map(toLine),
    attemptCount: invoice.attempt_count,
    payment: toPayment(invoice),
    paidAt: paidAt ? fromUnix(paidAt) : null,
  };
}

export function toProviderSubscription(subscription: Stripe.Subscription, latestInvoice: ProviderInvoice | null): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status as ProviderSubscriptionStatus,
    priceId: item.price.id,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    defaultPaymentMethodId: idOf(subscription.default_payment_method),
    latestInvoice,
  };
}

import type { LineInput } from './stripe-double-invoices';
import { addMonths } from './stripe-double-periods';
import { newId, type StripeObject } from './stripe-double-shared';

/** A subscription as the double keeps it: Stripe's fields, and its billing anchor, cycle and pending prorations. */
export type Subscription = StripeObject & { _anchor: number; _cycle: number; _pending: LineInput[] };

/** A new one-item monthly subscription, `incomplete` until its first invoice is paid (Stripe's shape, API 2025-03-31 on). */
export function subscriptionObject({
  customerId,
  price,
  paymentMethod,
  at,
  metadata,
}: {
  customerId: string;
  price: StripeObject;
  paymentMethod: string | null;
  at: number;
  metadata: object;
}): Subscription {
  const id = newId('sub');
  const item = {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: at,
    current_period_end: addMonths(at, 1),
    current_period_start: at,
    discounts: [],
    metadata: {},
    price: price.id,
    quantity: 1,
    subscription: id,
    tax_rates: [],
  };
  const subscription: Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: at,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: at,
    currency: price.currency,
    customer: customerId,
    customer_account: null,
    days_until_due: null,
    default_payment_method: paymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: { object: 'list', data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: at,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
    _anchor: at,
    _cycle: 1,
    _pending: [],
  };
  return subscription;
}

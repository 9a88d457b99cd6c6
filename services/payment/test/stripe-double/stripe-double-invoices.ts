import { randomBytes } from 'node:crypto';
import type { StripeEventLog } from './stripe-double-events';
import { chargeOutcome, invalidRequest, missing, newId, visible, type DoubleCardStores, type StripeObject } from './stripe-double-shared';

/** One line of an invoice: a period of a price, or a proration (negative for unused time credited). */
export interface LineInput {
  subscription: StripeObject;
  item: StripeObject;
  price: StripeObject;
  amount: number;
  description: string;
  period: { start: number; end: number };
  proration: boolean;
}

export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

const description: Record<BillingReason, string> = {
  subscription_create: 'Subscription creation',
  subscription_cycle: 'Subscription cycle',
  subscription_update: 'Subscription update',
};

/**
 * Invoices as Stripe Billing makes them (API 2025-03-31 on: `parent.subscription_details`, lines
 * with `parent.subscription_item_details.proration` and `pricing.price_details`, the payment as an
 * InvoicePayment in `payments` and the client secret in `confirmation_secret`, both only when
 * expanded). Each finalized invoice with something due has one PaymentIntent that every attempt
 * reuses; an attempt charges a test card as Stripe would and raises invoice.paid,
 * invoice.payment_failed or invoice.payment_action_required.
 */
export class StripeInvoiceBook {
  readonly invoices = new Map<string, StripeObject>();
  private readonly invoiceOfPayment = new Map<string, string>();
  private issued = 0;

  constructor(
    private readonly double: DoubleCardStores,
    private readonly events: StripeEventLog,
  ) {}

  get(id: string): StripeObject {
    const invoice = this.invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }

  /** The invoice a PaymentIntent pays, if it pays one. */
  ofPaymentIntent(paymentIntentId: string): StripeObject | undefined {
    const id = this.invoiceOfPayment.get(paymentIntentId);
    return id ? this.invoices.get(id) : undefined;
  }

  line(input: LineInput, invoiceId: string | null): StripeObject {
    const currency = String(input.price.currency);
    return {
      id: newId('il'),
      object: 'line_item',
      amount: input.amount,
      currency,
      description: input.description,
      discount_amounts: [],
      discountable: !input.proration,
      discounts: [],
      invoice: invoiceId,
      livemode: false,
      metadata: {},
      parent: {
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: input.proration ? newId('ii') : null,
          proration: input.proration,
          proration_details: { credited_items: null },
          subscription: input.subscription.id,
          subscription_item: input.item.id,
        },
        type: 'subscription_item_details',
      },
      period: input.period,
      pretax_credit_amounts: [],
      pricing: {
        price_details: { price: input.price.id, product: input.price.product },
        type: 'price_details',
        unit_amount_decimal: String(input.price.unit_amount),
      },
      quantity: 1,
      subtotal: input.amount,
      taxes: [],
    };
  }

  /**
   * An invoice built from lines (a draft, or a preview when `preview`). Like Stripe, the invoice's
   * own period is the one that ended (a renewal) or the creation instant; the lines carry the periods billed.
   */
  build(input: {
    subscription: StripeObject;
    reason: BillingReason;
    lines: LineInput[];
    at: number;
    period: { start: number; end: number };
    preview?: boolean;
  }) {
    const id = input.preview ? `upcoming_${newId('in')}` : newId('in');
    const lines = input.lines.map((line) => this.line(line, input.preview ? null : id));
    const total = lines.reduce((sum, line) => sum + (line.amount as number), 0);
    const due = Math.max(0, total);
    const currency = String(input.subscription.currency);
    return {
      id,
      object: 'invoice',
      account_country: 'US',
      account_name: 'Helpwire',
      account_tax_ids: null,
      amount_due: due,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: due,
      amount_shipping: 0,
      application: null,
      attempt_count: 0,
      attempted: false,
      auto_advance: !input.preview,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: input.reason,
      collection_method: 'charge_automatically',
      created: input.at,
      currency,
      custom_fields: null,
      customer: input.subscription.customer,
      customer_account: null,
      customer_address: null,
      customer_email: null,
      customer_name: null,
      customer_phone: null,
      customer_shipping: null,
      customer_tax_exempt: 'none',
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      due_date: null,
      effective_at: null,
      ending_balance: null,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      issuer: { type: 'self' },
      last_finalization_error: null,
      latest_revision: null,
      lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: null,
      on_behalf_of: null,
      parent: {
        quote_details: null,
        subscription_details: { metadata: input.subscription.metadata ?? {}, subscription: input.subscription.id },
        type: 'subscription_details',
      },
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      period_end: input.period.end,
      period_start: input.period.start,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: 'draft',
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: total,
      subtotal_excluding_tax: total,
      test_clock: null,
      total,
      total_discount_amounts: [],
      total_excluding_tax: total,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: null,
      _paymentIntent: null as string | null,
      _paymentId: newId('inpay'),
    };
  }

  /** Builds, keeps and finalizes an invoice: numbered and open with its PaymentIntent, or paid at once when nothing is due. */
  open(input: Parameters<StripeInvoiceBook['build']>[0], paymentMethodId: string | null): StripeObject {
    const invoice = this.build(input);
    this.invoices.set(invoice.id, invoice);
    Object.assign(invoice, {
      number: `${String(this.double.customers.get(String(invoice.customer))?.invoice_prefix ?? 'DOUBLE')}-${String(++this.issued).padStart(4, '0')}`,
      status: 'open',
      effective_at: input.at,
      status_transitions: { ...invoice.status_transitions, finalized_at: input.at },
    });
    if (invoice.amount_due === 0) {
      this.markPaid(invoice, input.at);
      return invoice;
    }
    const intentId = newId('pi');
    this.double.paymentIntents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      amount: invoice.amount_due,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: input.at,
      currency: invoice.currency,
      customer: invoice.customer,
      description: description[input.reason],
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      next_action: null,
      on_behalf_of: null,
      payment_method: paymentMethodId,
      payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: 'off_session',
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    });
    invoice._paymentIntent = intentId;
    this.invoiceOfPayment.set(intentId, invoice.id);
    return invoice;
  }

  /**
   * One attempt to collect an open invoice on a card: 'paid', or the card error Stripe would answer
   * (402) — `invoice_payment_intent_requires_action` when the cardholder must authenticate first.
   */
  attempt(invoice: StripeObject, paymentMethodId: string, offSession: boolean, at: number): 'paid' | Record<string, unknown> {
    if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid', { code: 'invoice_already_paid' });
    if (invoice.status !== 'open')
      throw invalidRequest(`You can only pay an open invoice. This invoice is ${String(invoice.status)}.`, { code: 'invoice_not_editable' });
    const method = this.double.paymentMethods.get(paymentMethodId);
    if (!method || method.customer !== invoice.customer) throw missing('payment_method', paymentMethodId, 'payment_method');
    const intent = this.double.paymentIntents.get(String(invoice._paymentIntent))!;
    Object.assign(invoice, { attempt_count: (invoice.attempt_count as number) + 1, attempted: true });
    intent.payment_method = paymentMethodId;
    const outcome = chargeOutcome(method.behaviour, offSession);
    if (outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: newId('ch'), last_payment_error: null, next_action: null });
      this.markPaid(invoice, at);
      return 'paid';
    }
    const action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted' } };
    if (outcome === 'requires_action') {
      Object.assign(intent, { status: 'requires_action', next_action: action, last_payment_error: null });
      this.events.record('invoice.payment_action_required', this.render(invoice, []), at);
      return {
        type: 'card_error',
        code: 'invoice_payment_intent_requires_action',
        message: 'This payment requires additional user action before it can be completed successfully.',
        payment_intent: visible(intent),
      };
    }
    // A bank asking for 3-D Secure off-session leaves the payment waiting for the cardholder.
    const mustAuthenticate = outcome.code === 'authentication_required';
    Object.assign(intent, {
      status: mustAuthenticate ? 'requires_action' : 'requires_payment_method',
      next_action: mustAuthenticate ? action : null,
      last_payment_error: { ...outcome, payment_method: visible(method) },
    });
    this.events.record('invoice.payment_failed', this.render(invoice, []), at);
    return { ...outcome, payment_intent: visible(intent) };
  }

  /** After the cardholder's 3-D Secure step: the invoice of a succeeded payment is paid. */
  settled(intent: StripeObject, at: number): StripeObject | undefined {
    const invoice = this.ofPaymentIntent(intent.id);
    if (!invoice) return undefined;
    if (intent.status === 'succeeded') this.markPaid(invoice, at);
    else this.events.record('invoice.payment_failed', this.render(invoice, []), at);
    return invoice;
  }

  void(invoice: StripeObject, at: number): void {
    Object.assign(invoice, { status: 'void', amount_remaining: 0, status_transitions: { ...(invoice.status_transitions as object), voided_at: at } });
    const intent = invoice._paymentIntent ? this.double.paymentIntents.get(String(invoice._paymentIntent)) : undefined;
    if (intent && intent.status !== 'succeeded') Object.assign(intent, { status: 'canceled', canceled_at: at, cancellation_reason: 'void_invoice' });
  }

  private markPaid(invoice: StripeObject, at: number): void {
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      next_payment_attempt: null,
      status_transitions: { ...(invoice.status_transitions as object), paid_at: at },
    });
    this.events.record('invoice.paid', this.render(invoice, []), at);
  }

  /** The invoice as Stripe answers it, with `confirmation_secret` and `payments` (and their payment intents) when expanded. */
  render(invoice: StripeObject, expand: string[]): StripeObject {
    const out = visible(invoice);
    const intent = invoice._paymentIntent ? this.double.paymentIntents.get(String(invoice._paymentIntent)) : undefined;
    if (expand.includes('confirmation_secret')) out.confirmation_secret = intent ? { client_secret: intent.client_secret, type: 'payment_intent' } : null;
    if (expand.some((path) => path === 'payments' || path.startsWith('payments.'))) {
      const payment = intent && {
        id: invoice._paymentId,
        object: 'invoice_payment',
        amount_paid: intent.status === 'succeeded' ? intent.amount_received : null,
        amount_requested: intent.amount,
        created: intent.created,
        currency: intent.currency,
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { payment_intent: expand.includes('payments.data.payment.payment_intent') ? visible(intent) : intent.id, type: 'payment_intent' },
        status: intent.status === 'succeeded' ? 'paid' : intent.status === 'canceled' ? 'canceled' : 'open',
        status_transitions: {
          canceled_at: intent.canceled_at ?? null,
          paid_at: intent.status === 'succeeded' ? (invoice.status_transitions as { paid_at: number }).paid_at : null,
        },
      };
      const data = payment ? [payment] : [];
      out.payments = { object: 'list', data, has_more: false, total_count: data.length, url: `/v1/invoices/${invoice.id}/payments` };
    }
    return out;
  }
}

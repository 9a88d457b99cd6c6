import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeBillingDouble } from './stripe-double-billing';
import { missing, newId, now, parseForm, StripeHttpError, type RecordedRequest, type StripeObject } from './stripe-double-shared';

export type { StripeObject } from './stripe-double-shared';

/**
 * A local HTTP stand-in for the part of Stripe's API the payment service calls (customers,
 * setup_intents, payment_methods list/retrieve/detach, payment_intents with manual capture,
 * capture, cancel, refunds), answering with Stripe's object shapes and error envelopes, keeping
 * Stripe's idempotency rules (same key + same body → the first answer, with Idempotent-Replayed;
 * same key + other body → 400 idempotency_error), and recording every request so tests check
 * what we send. The SDK points here with `host`, `port`, `protocol: 'http'`.
 *
 * What happens in the browser at Stripe (Stripe.js confirming a SetupIntent with a card) is
 * `confirmSetupIntent(id, testCard)`; cards behave like Stripe's documented test cards.
 *
 * Billing (products, prices, subscriptions, invoices, test clocks, webhooks' events) is
 * `double.billing` (stripe-double-billing.ts).
 */

export type { RecordedRequest } from './stripe-double-shared';

/** Stripe's test cards the double knows (docs.stripe.com/testing). */
export const DOUBLE_TEST_CARDS = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  '4000002500003155': { brand: 'visa', behaviour: 'authOnSessionOnly' },
  '4000002760003184': { brand: 'visa', behaviour: 'alwaysAuthenticate' },
  '4000000000000341': { brand: 'visa', behaviour: 'chargeDeclined' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
} as const;
export type DoubleTestCard = keyof typeof DOUBLE_TEST_CARDS;

const unexpectedState = (message: string) => new StripeHttpError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });

export class StripeDouble {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, StripeObject>();
  readonly setupIntents = new Map<string, StripeObject>();
  readonly paymentMethods = new Map<string, StripeObject & { behaviour: string }>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  /** Stripe Billing: products, prices, subscriptions, invoices, a clock per customer, events. */
  readonly billing = new StripeBillingDouble(this);
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  private server?: Server;
  /** Answers the next N requests with a 500 api_error (an outage). */
  failNext = 0;

  async start(): Promise<{ host: string; port: number; baseUrl: string }> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port, baseUrl: this.baseUrl };
  }

  /** Where the started double answers (STRIPE_API_BASE_URL). */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The recorded requests to one method and path pattern, e.g. ('POST', /^\/v1\/customers$/). */
  requestsTo(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  /**
   * What Stripe.js does in the browser after the cardholder answers the bank's 3-D Secure: held (a
   * manual-capture hold) or paid (an invoice's payment, which pays the invoice), or refused.
   */
  completePaymentAuthentication(paymentIntentId: string, approve: boolean): StripeObject {
    const intent = this.get(this.paymentIntents, 'payment_intent', paymentIntentId);
    if (intent.status !== 'requires_action') throw new Error(`payment intent ${paymentIntentId} is ${String(intent.status)}, not requires_action`);
    const manual = intent.capture_method === 'manual';
    if (approve && manual) Object.assign(intent, { status: 'requires_capture', next_action: null, amount_capturable: intent.amount });
    else if (approve)
      Object.assign(intent, { status: 'succeeded', next_action: null, last_payment_error: null, amount_received: intent.amount, latest_charge: newId('ch') });
    else
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        },
      });
    this.billing.paymentSettled(intent);
    return intent;
  }

  /** What Stripe.js does in the browser: a card PaymentMethod confirmed on the SetupIntent. */
  confirmSetupIntent(setupIntentId: string, card: DoubleTestCard, exp = { month: 12, year: 2034 }): StripeObject {
    const intent = this.setupIntents.get(setupIntentId);
    if (!intent) throw new Error(`no setup intent ${setupIntentId}`);
    const known = DOUBLE_TEST_CARDS[card];
    if (known.behaviour === 'declined') {
      intent.last_setup_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
      return intent;
    }
    const method = this.createPaymentMethod(card, exp);
    method.customer = intent.customer;
    Object.assign(intent, { status: 'succeeded', payment_method: method.id, last_setup_error: null });
    return intent;
  }

  /** A card PaymentMethod not attached to anyone (as stripe.createPaymentMethod makes). */
  createPaymentMethod(card: DoubleTestCard, exp = { month: 12, year: 2034 }): StripeObject & { behaviour: string } {
    const known = DOUBLE_TEST_CARDS[card];
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: {
        address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
        email: null,
        name: null,
        phone: null,
        tax_id: null,
      },
      card: {
        brand: known.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        display_brand: known.brand,
        exp_month: exp.month,
        exp_year: exp.year,
        fingerprint: randomBytes(8).toString('hex'),
        funding: 'credit',
        generated_from: null,
        last4: card.slice(-4),
        networks: { available: [known.brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer: null as string | null,
      livemode: false,
      metadata: {},
      type: 'card',
      behaviour: known.behaviour,
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://double');
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: parseForm(text),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    };
    this.requests.push(recorded);
    const send = (status: number, body: unknown, replayed = false) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...(replayed ? { 'idempotent-replayed': 'true' } : {}) });
      res.end(JSON.stringify(body));
    };
    if (!recorded.authorization?.startsWith('Bearer sk_test_')) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    if (this.failNext > 0) {
      this.failNext--;
      send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      return;
    }
    const key = recorded.method === 'POST' ? recorded.idempotencyKey : undefined;
    const fingerprint = `${recorded.path} ${text}`;
    if (key) {
      const seen = this.idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      if (seen) {
        send(seen.status, seen.body, true);
        return;
      }
    }
    let status = 200;
    let body: unknown;
    try {
      body = this.route(recorded);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      body = { error: { ...error.error, request_log_url: null } };
    }
    if (key) this.idempotent.set(key, { fingerprint, status, body: structuredClone(body) });
    send(status, body);
  }

  private route(r: RecordedRequest): unknown {
    const p = r.path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, id, action] = p;
    const post = r.method === 'POST';
    if (resource === 'customers' && post && !id) return this.createCustomer(r.body);
    if (resource === 'setup_intents' && post && !id) return this.createSetupIntent(r.body);
    if (resource === 'setup_intents' && r.method === 'GET' && id) return this.get(this.setupIntents, 'setupintent', id);
    if (resource === 'payment_methods' && r.method === 'GET' && !id) return this.listPaymentMethods(r.query);
    if (resource === 'payment_methods' && r.method === 'GET' && id) return this.publicMethod(this.get(this.paymentMethods, 'PaymentMethod', id));
    if (resource === 'payment_methods' && post && action === 'detach') return this.detach(id!);
    if (resource === 'payment_methods' && post && action === 'attach') return this.attach(id!, String(r.body.customer));
    if (resource === 'payment_intents' && post && !id) return this.createPaymentIntent(r.body);
    if (resource === 'payment_intents' && r.method === 'GET' && id) return this.get(this.paymentIntents, 'payment_intent', id);
    if (resource === 'payment_intents' && post && action === 'capture') return this.capture(id!, r.body);
    if (resource === 'payment_intents' && post && action === 'cancel') return this.cancel(id!);
    if (resource === 'refunds' && post && !id) return this.refund(r.body);
    const billed = this.billing.route(r);
    if (billed !== undefined) return billed;
    throw new StripeHttpError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${r.method}: ${r.path}).` });
  }

  /** The object or Stripe's 404. */
  get<T extends StripeObject>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  }

  private publicMethod(method: StripeObject & { behaviour?: string }): StripeObject {
    const { behaviour: _hidden, ...visible } = method;
    return visible as StripeObject;
  }

  createCustomer(body: Record<string, unknown>): StripeObject {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: (body.email as string) ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: (body.metadata as object) ?? {},
      name: null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSetupIntent(body: Record<string, unknown>): StripeObject {
    const customer = body.customer as string | undefined;
    if (customer && !this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const id = newId('seti');
    const intent = {
      id,
      object: 'setup_intent',
      application: null,
      automatic_payment_methods: { allow_redirects: 'always', enabled: true },
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      customer: customer ?? null,
      description: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: (body.metadata as object) ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage: (body.usage as string) ?? 'off_session',
    };
    this.setupIntents.set(id, intent);
    return intent;
  }

  private listPaymentMethods(query: Record<string, string>): unknown {
    const data = [...this.paymentMethods.values()]
      .filter((m) => m.customer === query.customer && (!query.type || m.type === query.type))
      .sort((a, b) => (b.created as number) - (a.created as number))
      .map((m) => this.publicMethod(m));
    return { object: 'list', data, has_more: false, url: '/v1/payment_methods' };
  }

  private detach(id: string): StripeObject {
    const method = this.get(this.paymentMethods, 'PaymentMethod', id);
    if (!method.customer) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    }
    method.customer = null;
    return this.publicMethod(method);
  }

  private attach(id: string, customer: string): StripeObject {
    const method = this.get(this.paymentMethods, 'PaymentMethod', id);
    if (!this.customers.has(customer)) throw missing('customer', customer, 'customer');
    method.customer = customer;
    return this.publicMethod(method);
  }

  private createPaymentIntent(body: Record<string, unknown>): StripeObject {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    const method = this.get(this.paymentMethods, 'PaymentMethod', String(body.payment_method));
    if (body.customer && method.customer !== body.customer) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_method_invalid_parameter',
        message: 'The provided PaymentMethod does not belong to the Customer.',
      });
    }
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: (body.capture_method as string) ?? 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: String(body.currency),
      customer: (body.customer as string) ?? null,
      description: (body.description as string) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: (body.metadata as object) ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: method.id,
      payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_confirmation',
      transfer_data: null,
      transfer_group: null,
    };
    this.paymentIntents.set(id, intent);
    if (body.confirm !== 'true') return intent;
    const declined = method.behaviour === 'declined' || method.behaviour === 'chargeDeclined';
    const onSession = body.off_session !== 'true';
    // On-session, a card that asks for 3-D Secure (3184 always; 3155 on every on-session payment,
    // even once saved) waits for the cardholder (requires_action); off-session 3184 cannot, so it
    // fails with authentication_required, and a saved 3155 needs nothing more.
    if (!declined && onSession && (method.behaviour === 'alwaysAuthenticate' || method.behaviour === 'authOnSessionOnly')) {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted' } },
      });
      return intent;
    }
    const needsAuth = method.behaviour === 'alwaysAuthenticate';
    if (declined || needsAuth) {
      const error = declined
        ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
        : {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      throw new StripeHttpError(402, { ...error, payment_intent: intent });
    }
    const manual = intent.capture_method === 'manual';
    Object.assign(intent, {
      status: manual ? 'requires_capture' : 'succeeded',
      amount_capturable: manual ? amount : 0,
      amount_received: manual ? 0 : amount,
      latest_charge: newId('ch'),
    });
    return intent;
  }

  private capture(id: string, body: Record<string, unknown>): StripeObject {
    const intent = this.get(this.paymentIntents, 'payment_intent', id);
    if (intent.status !== 'requires_capture')
      throw unexpectedState(
        `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    const amount = body.amount_to_capture === undefined ? (intent.amount_capturable as number) : Number(body.amount_to_capture);
    if (amount > (intent.amount_capturable as number)) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount_to_capture',
        message: 'The amount to capture exceeds the amount capturable.',
      });
    }
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return intent;
  }

  private cancel(id: string): StripeObject {
    const intent = this.get(this.paymentIntents, 'payment_intent', id);
    if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'].includes(String(intent.status))) {
      throw unexpectedState(`You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`);
    }
    Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: 'requested_by_customer', amount_capturable: 0 });
    return intent;
  }

  private refund(body: Record<string, unknown>): StripeObject {
    const intent = this.get(this.paymentIntents, 'payment_intent', String(body.payment_intent));
    const refunded = [...this.refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + (r.amount as number), 0);
    const refundable = (intent.amount_received as number) - refunded;
    const amount = body.amount === undefined ? refundable : Number(body.amount);
    if (intent.status !== 'succeeded' || refundable <= 0) {
      throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' });
    }
    if (amount > refundable) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${refundable / 100})`,
      });
    }
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
      metadata: {},
      payment_intent: intent.id,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }
}

import { StripeEventLog } from './stripe-double-events';
import { StripeInvoiceBook, type LineInput } from './stripe-double-invoices';
import { addMonths, lineDate, lineMoney, prorate } from './stripe-double-periods';
import { subscriptionObject, type Subscription } from './stripe-double-subscription-object';
import { StripeCatalogue } from './stripe-double-prices';
import {
  invalidRequest,
  listOf,
  missing,
  parseForm,
  StripeHttpError,
  visible,
  type DoubleCardStores,
  type RecordedRequest,
  type StripeObject,
} from './stripe-double-shared';

type Item = StripeObject & { price: string; current_period_start: number; current_period_end: number };

const LIVE = ['active', 'past_due'];
const INCOMPLETE_EXPIRES_AFTER = 23 * 3600;

/**
 * Stripe Billing in the double: Products and Prices (lookup keys), Subscriptions (create with
 * `payment_behavior`, retrieve, update a price with `proration_behavior` none / create_prorations /
 * always_invoice at `proration_date`, `payment_behavior` error_if_incomplete or
 * pending_if_incomplete (the price changes once the invoice is paid), `cancel_at_period_end`, cancel), Invoices (retrieve, pay,
 * create_preview) and a test clock per customer: `advanceClock(customerId, to)` renews what falls
 * due (subscription_cycle invoices charged off-session on the subscription's card; failures leave
 * the invoice open and the subscription past_due, as with Smart Retries off) and ends subscriptions
 * cancelled at their period's end. Every change raises the event Stripe would (`events`), which
 * `signed` turns into a webhook delivery.
 */
export class StripeBillingDouble {
  readonly subscriptions = new Map<string, Subscription>();
  readonly log = new StripeEventLog();
  readonly catalogue = new StripeCatalogue();
  readonly book: StripeInvoiceBook;
  private readonly clocks = new Map<string, number>();
  /** Where a customer's test clock starts (Stripe: the frozen_time the test clock is created with); now by default. */
  clockStart: () => Date = () => new Date();

  constructor(private readonly double: DoubleCardStores) {
    this.book = new StripeInvoiceBook(double, this.log);
  }

  /** The customer's test clock (frozen at its first use; moves only with `advanceClock`). */
  now(customerId: string): Date {
    return new Date(this.clock(customerId) * 1000);
  }

  /** Moves the customer's clock to `to` (never back): renewals and period-end cancellations due by then happen, in order. */
  advanceClock(customerId: string, to: Date): void {
    const target = Math.floor(to.getTime() / 1000);
    if (target < this.clock(customerId)) throw new Error(`a test clock cannot go back (${customerId})`);
    for (const subscription of [...this.subscriptions.values()].filter((s) => s.customer === customerId)) this.runUntil(subscription, target);
    this.clocks.set(customerId, target);
  }

  /** The events raised so far (oldest first), and a signed webhook delivery of one. */
  get events(): StripeObject[] {
    return this.log.events;
  }

  signed(event: StripeObject, secret: string) {
    return this.log.signed(event, secret);
  }

  /** Called by the card double when the cardholder finished (or failed) 3-D Secure on a payment. */
  paymentSettled(intent: StripeObject): void {
    const invoice = this.book.settled(intent, this.clock(String(intent.customer)));
    if (invoice?.status === 'paid') this.afterPaid(invoice);
  }

  route(r: RecordedRequest): unknown {
    const [, resource, id, action] = r.path.split('/').filter(Boolean);
    const query = parseForm(new URLSearchParams(r.query).toString());
    const expand = listOf((r.method === 'GET' ? query : r.body).expand);
    if (resource === 'products' || resource === 'prices') return this.catalogue.route(r.method, resource, id, r.method === 'GET' ? query : r.body);
    if (resource === 'subscriptions') {
      if (r.method === 'POST' && !id) return this.create(r.body, expand);
      const subscription = this.subscriptions.get(id ?? '');
      if (!subscription) throw missing('subscription', id ?? '');
      if (r.method === 'GET') return this.render(subscription, expand);
      if (r.method === 'POST' && !action) return this.update(subscription, r.body, expand);
      if (r.method === 'DELETE') return this.cancel(subscription, expand);
    }
    if (resource === 'invoices') {
      if (r.method === 'POST' && id === 'create_preview') return this.preview(r.body, expand);
      const invoice = this.book.get(id ?? '');
      if (r.method === 'GET' && !action) return this.book.render(invoice, expand);
      if (r.method === 'POST' && action === 'pay') return this.pay(invoice, r.body, expand);
      if (r.method === 'POST' && action === 'void') return this.voidInvoice(invoice, expand);
    }
    return undefined;
  }

  private clock(customerId: string): number {
    if (!this.clocks.has(customerId)) this.clocks.set(customerId, Math.floor(this.clockStart().getTime() / 1000));
    return this.clocks.get(customerId)!;
  }

  private item(subscription: StripeObject): Item {
    return (subscription.items as { data: Item[] }).data[0]!;
  }

  private productName(price: StripeObject): string {
    return String(this.catalogue.products.get(String(price.product))?.name ?? price.product);
  }

  private periodLine(subscription: Subscription, price: StripeObject): LineInput {
    const item = this.item(subscription);
    return {
      subscription,
      item,
      price,
      amount: price.unit_amount as number,
      description: `1 × ${this.productName(price)} (at ${lineMoney(price.unit_amount as number, String(price.currency))} / month)`,
      period: { start: item.current_period_start, end: item.current_period_end },
      proration: false,
    };
  }

  /** Unused time on the old price credited, remaining time on the new charged, both to the second from `at`. */
  private prorations(subscription: Subscription, from: StripeObject, to: StripeObject, at: number): LineInput[] {
    const item = this.item(subscription);
    const period = { start: item.current_period_start, end: item.current_period_end };
    const rest = { start: at, end: period.end };
    return [
      {
        subscription,
        item,
        price: from,
        amount: -prorate(from.unit_amount as number, period, at),
        description: `Unused time on ${this.productName(from)} after ${lineDate(at)}`,
        period: rest,
        proration: true,
      },
      {
        subscription,
        item,
        price: to,
        amount: prorate(to.unit_amount as number, period, at),
        description: `Remaining time on 1 × ${this.productName(to)} after ${lineDate(at)}`,
        period: rest,
        proration: true,
      },
    ];
  }

  private paymentMethodOf(subscription: StripeObject): string | null {
    const customer = this.double.customers.get(String(subscription.customer));
    return (
      (subscription.default_payment_method as string | null) ??
      (customer?.invoice_settings as { default_payment_method: string | null } | undefined)?.default_payment_method ??
      null
    );
  }

  private render(subscription: Subscription, expand: string[]): StripeObject {
    const out = visible(subscription);
    const item = this.item(subscription);
    out.items = { ...(subscription.items as object), data: [{ ...item, price: visible(this.catalogue.price(item.price)) }] };
    const invoiceExpand = expand.filter((p) => p === 'latest_invoice' || p.startsWith('latest_invoice.')).map((p) => p.replace(/^latest_invoice\.?/, ''));
    if (invoiceExpand.length > 0 && subscription.latest_invoice)
      out.latest_invoice = this.book.render(this.book.get(String(subscription.latest_invoice)), invoiceExpand);
    return out;
  }

  private changed(subscription: Subscription, at: number, previous: Record<string, unknown>): void {
    this.log.record('customer.subscription.updated', this.render(subscription, []), at, previous);
  }

  private setStatus(subscription: Subscription, status: string, at: number): void {
    if (subscription.status === status) return;
    const previous = { status: subscription.status };
    subscription.status = status;
    this.changed(subscription, at, previous);
  }

  private create(body: Record<string, unknown>, expand: string[]): StripeObject {
    const customerId = String(body.customer);
    if (!this.double.customers.has(customerId)) throw missing('customer', customerId, 'customer');
    const priceId = String((body.items as Record<string, { price?: string }> | undefined)?.['0']?.price);
    const price = this.catalogue.price(priceId, 'items[0][price]');
    const paymentMethod = (body.default_payment_method as string | undefined) ?? null;
    if (paymentMethod && this.double.paymentMethods.get(paymentMethod)?.customer !== customerId)
      throw invalidRequest(`The customer does not have a payment method with the ID ${paymentMethod}. The payment method must be attached to the customer.`, {
        code: 'resource_missing',
        param: 'default_payment_method',
      });
    const at = this.clock(customerId);
    const subscription = subscriptionObject({ customerId, price, paymentMethod, at, metadata: (body.metadata as object) ?? {} });
    const id = subscription.id;
    this.subscriptions.set(id, subscription);
    const invoice = this.book.open(
      { subscription, reason: 'subscription_create', lines: [this.periodLine(subscription, price)], at, period: { start: at, end: at } },
      this.paymentMethodOf(subscription),
    );
    subscription.latest_invoice = invoice.id;
    this.log.record('customer.subscription.created', this.render(subscription, []), at);
    if (invoice.status === 'paid') this.setStatus(subscription, 'active', at);
    else if (body.payment_behavior !== 'default_incomplete') {
      // allow_incomplete (Stripe's default) and error_if_incomplete try the first payment at once.
      const failure = this.collect(invoice, subscription, this.paymentMethodOf(subscription), body.off_session === 'true', at);
      if (failure && body.payment_behavior === 'error_if_incomplete') throw new StripeHttpError(402, failure);
    }
    return this.render(subscription, expand);
  }

  private update(subscription: Subscription, body: Record<string, unknown>, expand: string[]): StripeObject {
    if (!LIVE.includes(String(subscription.status)) && subscription.status !== 'incomplete')
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    const at = this.clock(String(subscription.customer));
    const before = structuredClone(subscription);
    const previous: Record<string, unknown> = {};
    if (body.default_payment_method !== undefined) {
      if (this.double.paymentMethods.get(String(body.default_payment_method))?.customer !== subscription.customer)
        throw invalidRequest(
          `The customer does not have a payment method with the ID ${String(body.default_payment_method)}. The payment method must be attached to the customer.`,
          { code: 'resource_missing', param: 'default_payment_method' },
        );
      previous.default_payment_method = subscription.default_payment_method;
      subscription.default_payment_method = body.default_payment_method;
    }
    if (body.cancel_at_period_end !== undefined) {
      const cancel = body.cancel_at_period_end === 'true';
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      Object.assign(subscription, { cancel_at_period_end: cancel, cancel_at: cancel ? this.item(subscription).current_period_end : null });
      subscription.cancellation_details = { comment: null, feedback: null, reason: cancel ? 'cancellation_requested' : null };
    }
    let failure: Record<string, unknown> | undefined;
    const change = (body.items as Record<string, { id?: string; price?: string }> | undefined)?.['0'];
    if (change?.price) {
      const item = this.item(subscription);
      if (change.id && change.id !== item.id) throw missing('subscription_item', change.id, 'items[0][id]');
      const from = this.catalogue.price(item.price);
      const to = this.catalogue.price(change.price, 'items[0][price]');
      const behaviour = String(body.proration_behavior ?? 'create_prorations');
      const prorationAt = body.proration_date === undefined ? at : Number(body.proration_date);
      if (prorationAt < item.current_period_start || prorationAt > item.current_period_end)
        throw invalidRequest('proration_date must be within the current period of the subscription.', { param: 'proration_date' });
      previous.items = visible(structuredClone(subscription.items as object) as StripeObject);
      item.price = to.id;
      const lines = behaviour === 'none' ? [] : this.prorations(subscription, from, to, prorationAt);
      if (behaviour === 'create_prorations') subscription._pending.push(...lines);
      if (behaviour === 'always_invoice') {
        const invoice = this.book.open(
          { subscription, reason: 'subscription_update', lines: [...subscription._pending, ...lines], at, period: { start: at, end: at } },
          this.paymentMethodOf(subscription),
        );
        subscription._pending = [];
        subscription.latest_invoice = invoice.id;
        const pending = body.payment_behavior === 'pending_if_incomplete';
        if (invoice.status === 'open' && body.payment_behavior === 'default_incomplete') this.setStatus(subscription, 'past_due', at);
        else if (invoice.status === 'open') {
          failure = this.collect(
            invoice,
            subscription,
            this.paymentMethodOf(subscription),
            body.off_session === 'true',
            at,
            pending || body.payment_behavior === 'error_if_incomplete',
          );
          if (failure && body.payment_behavior === 'error_if_incomplete') {
            // Nothing changes when the payment fails: the subscription as it was, the invoice voided.
            this.book.void(invoice, at);
            this.subscriptions.set(subscription.id, before);
            throw new StripeHttpError(402, failure);
          }
          if (failure && pending) {
            // A pending update: the price changes only once its invoice is paid (within 23 hours).
            item.price = from.id;
            delete previous.items;
            previous.pending_update = null;
            subscription.pending_update = {
              billing_cycle_anchor: null,
              expires_at: at + INCOMPLETE_EXPIRES_AFTER,
              subscription_items: [{ id: item.id, price: to.id, quantity: 1 }],
              trial_end: null,
              trial_from_plan: null,
            };
          }
        }
      }
    }
    if (Object.keys(previous).length > 0) this.changed(subscription, at, previous);
    return this.render(subscription, expand);
  }

  private cancel(subscription: Subscription, expand: string[]): StripeObject {
    if (subscription.status === 'canceled') throw invalidRequest(`This subscription is already canceled: '${subscription.id}'`);
    const at = this.clock(String(subscription.customer));
    this.end(subscription, at);
    return this.render(subscription, expand);
  }

  private end(subscription: Subscription, at: number): void {
    Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at });
    subscription.cancellation_details = { comment: null, feedback: null, reason: 'cancellation_requested' };
    this.log.record('customer.subscription.deleted', this.render(subscription, []), at);
  }

  /** Voids an open invoice (a canceled subscription's too; Stripe stopped collecting it); other statuses are refused. */
  private voidInvoice(invoice: StripeObject, expand: string[]): StripeObject {
    if (invoice.status !== 'open') throw invalidRequest(`You can only pass in open invoices. This invoice is ${String(invoice.status)}.`);
    const at = this.clock(String(invoice.customer));
    this.book.void(invoice, at);
    this.log.record('invoice.voided', this.book.render(invoice, []), at);
    return this.book.render(invoice, expand);
  }

  private pay(invoice: StripeObject, body: Record<string, unknown>, expand: string[]): StripeObject {
    const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription;
    const subscription = this.subscriptions.get(subscriptionId)!;
    const paymentMethod = (body.payment_method as string | undefined) ?? this.paymentMethodOf(subscription);
    if (!paymentMethod)
      throw invalidRequest('This invoice cannot be paid: the customer has no default payment method.', { code: 'invoice_no_payment_method_types' });
    // invoices.pay is off-session unless told otherwise.
    const failure = this.collect(invoice, subscription, paymentMethod, body.off_session !== 'false', this.clock(String(invoice.customer)));
    if (failure) throw new StripeHttpError(402, failure);
    return this.book.render(invoice, expand);
  }

  /** One payment attempt of a subscription's invoice, and what it does to the subscription. */
  private collect(invoice: StripeObject, subscription: Subscription, paymentMethod: string | null, offSession: boolean, at: number, keepStatus = false) {
    const outcome = paymentMethod
      ? this.book.attempt(invoice, paymentMethod, offSession, at)
      : { type: 'invalid_request_error', code: 'invoice_no_payment_method_types', message: 'The customer has no default payment method.' };
    if (outcome === 'paid') {
      this.afterPaid(invoice);
      return undefined;
    }
    if (!keepStatus && subscription.status === 'active' && subscription.latest_invoice === invoice.id) this.setStatus(subscription, 'past_due', at);
    return outcome;
  }

  private afterPaid(invoice: StripeObject): void {
    const subscription = this.subscriptions.get((invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription);
    const pending = subscription?.pending_update as { subscription_items: { price: string }[] } | null | undefined;
    if (subscription && pending && subscription.latest_invoice === invoice.id) {
      const previous = { items: visible(structuredClone(subscription.items as object) as StripeObject), pending_update: pending };
      this.item(subscription).price = pending.subscription_items[0]!.price;
      subscription.pending_update = null;
      this.changed(subscription, (invoice.status_transitions as { paid_at: number }).paid_at, previous);
    }
    if (subscription?.latest_invoice === invoice.id && ['incomplete', 'past_due'].includes(String(subscription.status)))
      this.setStatus(subscription, 'active', (invoice.status_transitions as { paid_at: number }).paid_at);
  }

  private preview(body: Record<string, unknown>, expand: string[]): StripeObject {
    const subscription = this.subscriptions.get(String(body.subscription));
    if (!subscription) throw missing('subscription', String(body.subscription), 'subscription');
    const details = (body.subscription_details ?? {}) as {
      items?: Record<string, { id?: string; price?: string }>;
      proration_behavior?: string;
      proration_date?: string;
    };
    const at = details.proration_date === undefined ? this.clock(String(subscription.customer)) : Number(details.proration_date);
    const item = this.item(subscription);
    const from = this.catalogue.price(item.price);
    const to = details.items?.['0']?.price ? this.catalogue.price(details.items['0'].price, 'subscription_details[items][0][price]') : from;
    const behaviour = details.proration_behavior ?? 'create_prorations';
    const prorations = to.id === from.id || behaviour === 'none' ? [] : this.prorations(subscription, from, to, at);
    const lines = [...subscription._pending, ...prorations];
    if (behaviour !== 'always_invoice') {
      // The next renewal's invoice: what is pending, then the coming period at the (new) price.
      const next = { start: item.current_period_end, end: addMonths(subscription._anchor, subscription._cycle + 1) };
      lines.push({ ...this.periodLine(subscription, to), period: next });
    }
    const invoice = this.book.build({ subscription, reason: 'subscription_update', lines, at, period: { start: at, end: at }, preview: true });
    return this.book.render(invoice as StripeObject, expand);
  }

  /** Renewals and period-end cancellations of one subscription up to `target`, in order. */
  private runUntil(subscription: Subscription, target: number): void {
    if (subscription.status === 'incomplete' && target >= (subscription.created as number) + INCOMPLETE_EXPIRES_AFTER) {
      const invoice = subscription.latest_invoice ? this.book.get(String(subscription.latest_invoice)) : undefined;
      if (invoice?.status === 'open') this.book.void(invoice, (subscription.created as number) + INCOMPLETE_EXPIRES_AFTER);
      this.setStatus(subscription, 'incomplete_expired', (subscription.created as number) + INCOMPLETE_EXPIRES_AFTER);
    }
    const pending = subscription.pending_update as { expires_at: number } | null;
    if (pending && target >= pending.expires_at) {
      // An unpaid pending update expires: its invoice voided, the subscription as it was.
      const invoice = this.book.get(String(subscription.latest_invoice));
      if (invoice.status === 'open') this.book.void(invoice, pending.expires_at);
      subscription.pending_update = null;
      this.changed(subscription, pending.expires_at, { pending_update: pending });
    }
    while (LIVE.includes(String(subscription.status)) && this.item(subscription).current_period_end <= target) {
      const item = this.item(subscription);
      const ended = { start: item.current_period_start, end: item.current_period_end };
      if (subscription.cancel_at_period_end) {
        this.end(subscription, ended.end);
        return;
      }
      subscription._cycle += 1;
      Object.assign(item, { current_period_start: ended.end, current_period_end: addMonths(subscription._anchor, subscription._cycle) });
      const price = this.catalogue.price(item.price);
      const invoice = this.book.open(
        { subscription, reason: 'subscription_cycle', lines: [...subscription._pending, this.periodLine(subscription, price)], at: ended.end, period: ended },
        this.paymentMethodOf(subscription),
      );
      subscription._pending = [];
      subscription.latest_invoice = invoice.id;
      this.changed(subscription, ended.end, { items: { data: [{ current_period_start: ended.start, current_period_end: ended.end }] } });
      if (invoice.status === 'open') this.collect(invoice, subscription, this.paymentMethodOf(subscription), true, ended.end);
    }
  }
}

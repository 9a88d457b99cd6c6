import { PaymentTexts } from '@helpwire/contracts';
import { AppError, Money } from '@helpwire/service-kit';
import type Stripe from 'stripe';
import type { BillingPlan, BillingProvider, ProrationPreview, ProviderInvoice, ProviderSubscription } from './billing-provider';
import type { Idempotent } from './card-provider';
import { authenticationRequired, cardDeclined } from './card-provider-errors';
import { isStripeError, translate } from './stripe-card-provider';
import { fromStripeAmount, toStripeAmount, toStripeCurrency } from './stripe-amount';
import { idOf, toLine, toProviderInvoice, toProviderSubscription } from './stripe-billing-objects';

/** The expansions an invoice is read with: its payments' PaymentIntents (status, decline, client secret). */
const INVOICE_EXPAND = ['payments.data.payment.payment_intent', 'confirmation_secret'];
/** Stripe's answer when an invoice's payment waits for the cardholder's 3-D Secure step. */
const REQUIRES_ACTION = 'invoice_payment_intent_requires_action';

/** The lookup key of a plan's monthly price: a new price (in cents) is a new Price under the same Product. */
export const billingLookupKey = (plan: Pick<BillingPlan, 'planId' | 'price'>) => `helpwire_storage_${plan.planId}_${plan.price.amountMinor}`;
/** The plan's Product, under our own id (Stripe takes one), so it is found and made once. */
export const billingProductId = (planId: string) => `helpwire_storage_${planId}`;

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);
const invalidState = () => new AppError('FAILED_PRECONDITION', PaymentTexts.paymentInvalidState, 'PAYMENT_INTENT_INVALID_STATE');

/** Billing's failures in our words: the card side's, and an invoice waiting for 3-D Secure as authentication required. */
function translateBilling(error: unknown): unknown {
  if (isStripeError(error) && error.code === REQUIRES_ACTION) return authenticationRequired();
  return translate(error);
}

async function billingCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateBilling(error);
  }
}

async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) return null;
    throw translateBilling(error);
  }
}

/** A card error or an invoice waiting for the cardholder: the attempt happened, its outcome is on the invoice. */
const isPaymentOutcome = (error: unknown) => isStripeError(error) && (error.type === 'StripeCardError' || error.code === REQUIRES_ACTION);

/**
 * Storage subscriptions on Stripe Billing (decision 0085): a Product per plan under our own id and a
 * monthly Price per plan and amount found by lookup key; Subscriptions created
 * `default_incomplete` and their first invoice paid at once with the cardholder present (so a bank
 * asking for 3-D Secure leaves the subscription `incomplete` with the payment's client secret);
 * upgrades `always_invoice` and `pending_if_incomplete` (a declined upgrade changes nothing; one
 * waiting for 3-D Secure applies once its invoice is paid);
 * downgrades with no proration (the next renewal charges the lower price); renewals on the card
 * set as the subscription's `default_payment_method`. Objects are read back
 * after every write, so what the caller gets is Stripe's state. Every write carries the caller's
 * idempotency key (or one derived from it, for a write's second step).
 */
export class StripeBillingProvider implements BillingProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async priceFor(plan: BillingPlan): Promise<string> {
    const lookupKey = billingLookupKey(plan);
    const found = await billingCall(() => this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }));
    if (found.data[0]) return found.data[0].id;
    const product = await this.productFor(plan);
    const price = await billingCall(() =>
      this.stripe.prices.create(
        {
          product,
          currency: toStripeCurrency(plan.price),
          unit_amount: toStripeAmount(plan.price),
          recurring: { interval: 'month' },
          lookup_key: lookupKey,
          nickname: plan.name,
          metadata: { plan_id: plan.planId },
        },
        { idempotencyKey: `billing-price:${lookupKey}` },
      ),
    );
    return price.id;
  }

  private async productFor(plan: BillingPlan): Promise<string> {
    const id = billingProductId(plan.planId);
    if (await orNull(() => this.stripe.products.retrieve(id))) return id;
    try {
      await this.stripe.products.create({ id, name: plan.name, metadata: { plan_id: plan.planId } }, { idempotencyKey: `billing-product:${id}` });
    } catch (error) {
      // Made meanwhile by a concurrent first sale: as good as ours.
      if (!(isStripeError(error) && error.code === 'resource_already_exists')) throw translateBilling(error);
    }
    return id;
  }

  async createSubscription({
    customerId,
    paymentMethodId,
    priceId,
    accountId,
    idempotencyKey,
  }: Idempotent & { customerId: string; paymentMethodId: string; priceId: string; accountId: string }): Promise<ProviderSubscription> {
    const created = await billingCall(() =>
      this.stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          default_payment_method: paymentMethodId,
          payment_behavior: 'default_incomplete',
          metadata: { account_id: accountId },
          expand: ['latest_invoice'],
        },
        { idempotencyKey },
      ),
    );
    const invoice = created.latest_invoice as Stripe.Invoice | null;
    if (invoice?.status === 'open') {
      try {
        // The cardholder is here (off_session false): a bank asking for 3-D Secure gets its step.
        await this.stripe.invoices.pay(invoice.id, { payment_method: paymentMethodId, off_session: false }, { idempotencyKey: `${idempotencyKey}:pay` });
      } catch (error) {
        if (!(isStripeError(error) && error.code === REQUIRES_ACTION)) {
          if (isPaymentOutcome(error)) await this.abandon(created.id, `${idempotencyKey}:abandon`);
          throw translateBilling(error);
        }
      }
    }
    return this.mustRetrieve(created.id);
  }

  /** A subscription whose first payment was declined is cancelled at once rather than left to expire. */
  private async abandon(subscriptionId: string, idempotencyKey: string): Promise<void> {
    await orNull(() => this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey })).catch(() => undefined);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const subscription = await orNull(() => this.stripe.subscriptions.retrieve(subscriptionId));
    if (!subscription) return null;
    const invoiceId = idOf(subscription.latest_invoice);
    return toProviderSubscription(subscription, invoiceId ? await this.retrieveInvoice(invoiceId) : null);
  }

  private async mustRetrieve(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.retrieveSubscription(subscriptionId);
    if (!subscription) throw new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
    return subscription;
  }

  private async itemOf(subscriptionId: string): Promise<Stripe.SubscriptionItem> {
    const subscription = await billingCall(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
    return item;
  }

  async previewPriceChange({
    subscriptionId,
    priceId,
    prorationDate,
  }: {
    subscriptionId: string;
    priceId: string;
    prorationDate: Date;
  }): Promise<ProrationPreview> {
    const item = await this.itemOf(subscriptionId);
    const preview = await billingCall(() =>
      this.stripe.invoices.createPreview({
        subscription: subscriptionId,
        subscription_details: { items: [{ id: item.id, price: priceId }], proration_behavior: 'always_invoice', proration_date: toUnix(prorationDate) },
      }),
    );
    // Only the prorations are charged now (Stripe's advice: the lines whose proration flag is set).
    const lines = preview.lines.data.map(toLine).filter((line) => line.proration);
    const total = lines.reduce((sum, line) => sum.plus(line.amount), Money.zero(preview.currency.toUpperCase()));
    return { amountDue: total.isNegative() ? Money.zero(total.currency) : total, lines };
  }

  async changePrice({
    subscriptionId,
    priceId,
    prorate,
    prorationDate,
    idempotencyKey,
  }: Idempotent & { subscriptionId: string; priceId: string; prorate: boolean; prorationDate?: Date }): Promise<ProviderSubscription> {
    const item = await this.itemOf(subscriptionId);
    const params: Stripe.SubscriptionUpdateParams = prorate
      ? {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: 'always_invoice',
          // The higher price only once its difference is paid: a decline changes nothing, and a bank
          // asking for 3-D Secure leaves the upgrade pending on its invoice's payment.
          payment_behavior: 'pending_if_incomplete',
          ...(prorationDate ? { proration_date: toUnix(prorationDate) } : {}),
        }
      : { items: [{ id: item.id, price: priceId }], proration_behavior: 'none' };
    const updated = await billingCall(() => this.stripe.subscriptions.update(subscriptionId, params, { idempotencyKey }));
    const subscription = await this.mustRetrieve(subscriptionId);
    const invoice = subscription.latestInvoice;
    if (updated.pending_update && invoice?.status === 'open' && invoice.payment?.status !== 'requires_action') {
      throw invoice.payment?.failureCode === 'authentication_required' ? authenticationRequired() : cardDeclined();
    }
    return subscription;
  }

  async setCancelAtPeriodEnd({
    subscriptionId,
    cancelAtPeriodEnd,
    idempotencyKey,
  }: Idempotent & { subscriptionId: string; cancelAtPeriodEnd: boolean }): Promise<ProviderSubscription> {
    await billingCall(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }, { idempotencyKey }));
    return this.mustRetrieve(subscriptionId);
  }

  async setDefaultPaymentMethod({
    subscriptionId,
    paymentMethodId,
    idempotencyKey,
  }: Idempotent & { subscriptionId: string; paymentMethodId: string }): Promise<ProviderSubscription> {
    await billingCall(() => this.stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId }, { idempotencyKey }));
    return this.mustRetrieve(subscriptionId);
  }

  async cancelNow({ subscriptionId, idempotencyKey }: Idempotent & { subscriptionId: string }): Promise<ProviderSubscription> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
    } catch (error) {
      // Cancelling twice (a retry after the first went through) ends where the first did.
      const current = await this.retrieveSubscription(subscriptionId);
      if (current?.status !== 'canceled') throw translateBilling(error);
    }
    return this.mustRetrieve(subscriptionId);
  }

  async voidInvoice({ invoiceId, idempotencyKey }: Idempotent & { invoiceId: string }): Promise<ProviderInvoice> {
    try {
      await this.stripe.invoices.voidInvoice(invoiceId, {}, { idempotencyKey });
    } catch (error) {
      // Voiding twice (a retry after the first went through) ends where the first did.
      const current = await this.retrieveInvoice(invoiceId);
      if (current?.status !== 'void') throw isStripeError(error) && error.statusCode === 400 ? invalidState() : translateBilling(error);
    }
    const invoice = await this.retrieveInvoice(invoiceId);
    if (!invoice) throw new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
    return invoice;
  }

  async payInvoice({ invoiceId, paymentMethodId, idempotencyKey }: Idempotent & { invoiceId: string; paymentMethodId?: string }): Promise<ProviderInvoice> {
    try {
      await this.stripe.invoices.pay(invoiceId, { off_session: true, ...(paymentMethodId ? { payment_method: paymentMethodId } : {}) }, { idempotencyKey });
    } catch (error) {
      // A declined retry is an outcome, not a failure of the call: the invoice says what happened.
      const paidAlready = isStripeError(error) && error.code === 'invoice_already_paid';
      if (!isPaymentOutcome(error) && !paidAlready) throw translateBilling(error);
    }
    const invoice = await this.retrieveInvoice(invoiceId);
    if (!invoice) throw new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
    return invoice;
  }

  async retrieveInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const invoice = await orNull(() => this.stripe.invoices.retrieve(invoiceId, { expand: INVOICE_EXPAND }));
    return invoice ? toProviderInvoice(invoice) : null;
  }

  async refundInvoice({ invoiceId, amount, idempotencyKey }: Idempotent & { invoiceId: string; amount?: Money }): Promise<{ id: string; amount: Money }> {
    const invoice = await this.retrieveInvoice(invoiceId);
    if (!invoice) throw new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
    if (invoice.status !== 'paid' || !invoice.payment || invoice.payment.status !== 'succeeded')
      throw new AppError('FAILED_PRECONDITION', PaymentTexts.paymentInvalidState, 'PAYMENT_INTENT_INVALID_STATE');
    const paymentIntentId = invoice.payment.paymentIntentId;
    const refund = await billingCall(() =>
      this.stripe.refunds.create({ payment_intent: paymentIntentId, ...(amount ? { amount: toStripeAmount(amount) } : {}) }, { idempotencyKey }),
    );
    return { id: refund.id, amount: fromStripeAmount(refund.amount, refund.currency) };
  }
}

import { PaymentTexts } from '@helpwire/contracts';
import { AppError, Money, type Database, type Transaction } from '@helpwire/service-kit';
import { randomBytes } from 'node:crypto';
import { addMonths } from '../../domain/subscriptions/billing-period';
import { prorate } from '../../domain/subscriptions/proration';
import type {
  BillingPlan,
  BillingProvider,
  ProrationPreview,
  ProviderBillingReason,
  ProviderInvoice,
  ProviderInvoiceLine,
  ProviderInvoiceStatus,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from '../providers/billing-provider';
import type { Idempotent } from '../providers/card-provider';
import { cardDeclined } from '../providers/card-provider-errors';
import {
  ensureTestClock,
  findPrice,
  findPriceByLookupKey,
  findSandboxInvoice,
  findSandboxSubscription,
  findTestClock,
  insertSandboxInvoice,
  insertSandboxSubscription,
  insertPrice,
  runningSubscriptionsOf,
  setTestClock,
  updateSandboxInvoice,
  updateSandboxSubscription,
  voidOpenInvoicesOf,
  type SandboxInvoiceRow,
  type SandboxPriceRow,
  type SandboxSubscriptionRow,
} from './sandbox-billing-store';
import { findSandboxPaymentMethod, sandboxOnce } from './sandbox-store';

type Db = Database | Transaction;
const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

interface StoredLine {
  description: string;
  amount: string;
  proration: boolean;
}

/** An invoice's payment attempt with a test card, as Stripe answers it. */
interface Attempt {
  paymentStatus: 'succeeded' | 'requires_action' | 'requires_payment_method';
  failureCode: string | null;
}

const notFound = () => new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
const invalidState = () => new AppError('FAILED_PRECONDITION', PaymentTexts.paymentInvalidState, 'PAYMENT_INTENT_INVALID_STATE');

/** How a saved test card answers a charge: 0002 and 0341 decline, 3184 asks for 3-D Secure every time (off-session too), others pay. */
async function attemptWith(db: Db, customerId: string, paymentMethodId: string | null, onSession: boolean): Promise<Attempt> {
  const card = paymentMethodId ? await findSandboxPaymentMethod(db, paymentMethodId) : undefined;
  if (!card || card.customerId !== customerId) return { paymentStatus: 'requires_payment_method', failureCode: 'no_payment_method' };
  if (card.behaviour === 'declined' || card.behaviour === 'chargeDeclined') return { paymentStatus: 'requires_payment_method', failureCode: 'card_declined' };
  if (card.behaviour === 'alwaysAuthenticate') return { paymentStatus: 'requires_action', failureCode: onSession ? null : 'authentication_required' };
  return { paymentStatus: 'succeeded', failureCode: null };
}

function periodOf(row: SandboxSubscriptionRow): { start: Date; end: Date } {
  return { start: addMonths(row.billingCycleAnchor, row.periodIndex), end: addMonths(row.billingCycleAnchor, row.periodIndex + 1) };
}

function toInvoice(row: SandboxInvoiceRow): ProviderInvoice {
  const money = (minor: bigint | string) => Money.of(BigInt(minor), row.currency);
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    customerId: row.customerId,
    status: row.status as ProviderInvoiceStatus,
    billingReason: row.billingReason as ProviderBillingReason,
    amountDue: money(row.amountDue),
    amountPaid: money(row.amountPaid),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    lines: (row.lines as StoredLine[]).map((line) => ({ description: line.description, amount: money(line.amount), proration: line.proration })),
    attemptCount: row.attemptCount,
    payment: row.paymentIntentId
      ? {
          paymentIntentId: row.paymentIntentId,
          status: row.paymentStatus ?? 'requires_payment_method',
          clientSecret: row.paymentStatus === 'requires_action' ? (row.clientSecret ?? undefined) : undefined,
          failureCode: row.failureCode ?? undefined,
        }
      : null,
    paidAt: row.paidAt,
  };
}

const storedLines = (lines: ProviderInvoiceLine[]): StoredLine[] =>
  lines.map((line) => ({ description: line.description, amount: line.amount.amountMinor.toString(), proration: line.proration }));

/**
 * Stripe Billing in process, for `npm start` without Stripe keys (decision 0085): prices found by
 * lookup key, subscriptions charged at once on a saved test card (4242 pays, 0341 and 0002 decline,
 * 3184 asks for 3-D Secure), upgrades prorated to the second and invoiced at once (the change waits
 * for its payment, Stripe's `pending_if_incomplete`), downgrades as a price change with no
 * proration, cancellation at the period's end, and a test clock per customer: time stands still for
 * the customer until `advanceClock` moves it, and what falls due on the way happens (renewals are
 * invoiced and charged, cancellations take effect). Every write honours its idempotency key.
 */
export class SandboxBillingProvider implements BillingProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer's test clock: its frozen time, or now for a customer without one yet. */
  async clockOf(customerId: string, db: Db = this.db): Promise<Date> {
    return (await findTestClock(db, customerId)) ?? this.now();
  }

  /**
   * Moves the customer's clock to `to` (never back) and lets what falls due happen, in order: an
   * incomplete subscription expires after 23 hours, a period ends (cancelled: the subscription ends;
   * otherwise a `subscription_cycle` invoice is made and charged off-session on its card).
   */
  async advanceClock(customerId: string, to: Date): Promise<Date> {
    return this.db.transaction(async (tx) => {
      const current = await ensureTestClock(tx, customerId, this.now());
      const target = to > current ? to : current;
      await setTestClock(tx, customerId, target);
      for (const subscription of await runningSubscriptionsOf(tx, customerId)) await this.runUntil(tx, subscription, target);
      return target;
    });
  }

  private async runUntil(tx: Transaction, initial: SandboxSubscriptionRow, until: Date): Promise<void> {
    let row = initial;
    if (row.status === 'incomplete') {
      if (until.getTime() >= row.billingCycleAnchor.getTime() + 23 * 3600_000) {
        await updateSandboxSubscription(tx, row.id, { status: 'incomplete_expired' });
        await voidOpenInvoicesOf(tx, row.id);
      }
      return;
    }
    for (let { end } = periodOf(row); end <= until; { end } = periodOf(row)) {
      if (row.cancelAtPeriodEnd) {
        // As Stripe: an open invoice left stays open (no longer collected).
        await updateSandboxSubscription(tx, row.id, { status: 'canceled', canceledAt: end });
        return;
      }
      const price = (await findPrice(tx, row.priceId))!;
      const periodIndex = row.periodIndex + 1;
      const next = { start: addMonths(row.billingCycleAnchor, periodIndex), end: addMonths(row.billingCycleAnchor, periodIndex + 1) };
      const amount = Money.of(price.unitAmount, price.currency);
      const invoiceId = await this.invoice(tx, row, {
        reason: 'subscription_cycle',
        amount,
        lines: [
          {
            description: `1 × ${price.productName} (${next.start.toISOString().slice(0, 10)} – ${next.end.toISOString().slice(0, 10)})`,
            amount,
            proration: false,
          },
        ],
        period: next,
        at: end,
        attempt: await attemptWith(tx, row.customerId, row.defaultPaymentMethodId, false),
      });
      const paid = (await findSandboxInvoice(tx, invoiceId))!.status === 'paid';
      await updateSandboxSubscription(tx, row.id, { periodIndex, latestInvoiceId: invoiceId, status: paid ? 'active' : 'past_due' });
      row = (await findSandboxSubscription(tx, row.id))!;
    }
  }

  /** Makes an invoice and its first payment attempt: paid, or open with the attempt's failure (or 3-D Secure step). */
  private async invoice(
    tx: Transaction,
    subscription: Pick<SandboxSubscriptionRow, 'id' | 'customerId'>,
    input: { reason: ProviderBillingReason; amount: Money; lines: ProviderInvoiceLine[]; period: { start: Date; end: Date }; at: Date; attempt: Attempt },
  ): Promise<string> {
    const id = newId('in');
    const free = input.amount.isZero();
    const paid = free || input.attempt.paymentStatus === 'succeeded';
    const paymentIntentId = free ? null : newId('pi');
    await insertSandboxInvoice(tx, {
      id,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      status: paid ? 'paid' : 'open',
      billingReason: input.reason,
      currency: input.amount.currency,
      amountDue: input.amount.amountMinor,
      amountPaid: paid ? input.amount.amountMinor : 0n,
      periodStart: input.period.start,
      periodEnd: input.period.end,
      lines: storedLines(input.lines),
      attemptCount: free ? 0 : 1,
      paymentIntentId,
      paymentStatus: free ? null : input.attempt.paymentStatus,
      clientSecret: paymentIntentId ? `${paymentIntentId}_secret_${randomBytes(12).toString('hex')}` : null,
      failureCode: paid ? null : input.attempt.failureCode,
      paidAt: paid ? input.at : null,
      createdAt: input.at,
    });
    return id;
  }

  /**
   * A plan's price per amount, as Stripe's lookup keys (`<plan>_<cents>`): another amount is
   * another price, and going back to an earlier amount finds the earlier price. (A price made
   * before keys named the amount, keyed by the plan alone, is still found for its own amount.)
   */
  async priceFor(plan: BillingPlan): Promise<string> {
    return this.db.transaction(async (tx) => {
      const lookupKey = `${plan.planId}_${plan.price.amountMinor}`;
      const sameAmount = (row: SandboxPriceRow | undefined) =>
        row && row.unitAmount === plan.price.amountMinor && row.currency === plan.price.currency ? row : undefined;
      const existing = sameAmount(await findPriceByLookupKey(tx, lookupKey)) ?? sameAmount(await findPriceByLookupKey(tx, plan.planId));
      if (existing) return existing.id;
      await insertPrice(tx, { id: newId('price'), lookupKey, productName: plan.name, currency: plan.price.currency, unitAmount: plan.price.amountMinor });
      return (await findPriceByLookupKey(tx, lookupKey))!.id;
    });
  }

  async createSubscription(
    input: Idempotent & { customerId: string; paymentMethodId: string; priceId: string; accountId: string },
  ): Promise<ProviderSubscription> {
    const id = await sandboxOnce(this.db, input.idempotencyKey, async (tx) => {
      const attempt = await attemptWith(tx, input.customerId, input.paymentMethodId, true);
      // `default_incomplete` with an error for a declined first payment: nothing is left behind.
      if (attempt.paymentStatus === 'requires_payment_method') throw cardDeclined();
      const price = await findPrice(tx, input.priceId);
      if (!price) throw invalidState();
      const now = await ensureTestClock(tx, input.customerId, this.now());
      const subscriptionId = newId('sub');
      const period = { start: now, end: addMonths(now, 1) };
      const amount = Money.of(price.unitAmount, price.currency);
      await insertSandboxSubscription(tx, {
        id: subscriptionId,
        customerId: input.customerId,
        status: 'incomplete',
        priceId: price.id,
        billingCycleAnchor: now,
        defaultPaymentMethodId: input.paymentMethodId,
      });
      const invoiceId = await this.invoice(
        tx,
        { id: subscriptionId, customerId: input.customerId },
        {
          reason: 'subscription_create',
          amount,
          lines: [
            {
              description: `1 × ${price.productName} (${period.start.toISOString().slice(0, 10)} – ${period.end.toISOString().slice(0, 10)})`,
              amount,
              proration: false,
            },
          ],
          period,
          at: now,
          attempt,
        },
      );
      await updateSandboxSubscription(tx, subscriptionId, {
        latestInvoiceId: invoiceId,
        status: attempt.paymentStatus === 'succeeded' ? 'active' : 'incomplete',
      });
      return subscriptionId;
    });
    return (await this.retrieveSubscription(id))!;
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const row = await findSandboxSubscription(this.db, subscriptionId);
    if (!row) return null;
    const latest = row.latestInvoiceId ? await findSandboxInvoice(this.db, row.latestInvoiceId) : undefined;
    const period = periodOf(row);
    return {
      id: row.id,
      customerId: row.customerId,
      status: row.status as ProviderSubscriptionStatus,
      priceId: row.priceId,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      defaultPaymentMethodId: row.defaultPaymentMethodId,
      latestInvoice: latest ? toInvoice(latest) : null,
    };
  }

  private async proration(db: Db, row: SandboxSubscriptionRow, priceId: string, at: Date) {
    const [from, to] = [await findPrice(db, row.priceId), await findPrice(db, priceId)];
    if (!from || !to) throw invalidState();
    const period = periodOf(row);
    return prorate({
      oldPrice: Money.of(from.unitAmount, from.currency),
      newPrice: Money.of(to.unitAmount, to.currency),
      oldName: from.productName,
      newName: to.productName,
      periodStart: period.start,
      periodEnd: period.end,
      at,
    });
  }

  async previewPriceChange(input: { subscriptionId: string; priceId: string; prorationDate: Date }): Promise<ProrationPreview> {
    const row = await findSandboxSubscription(this.db, input.subscriptionId);
    if (!row) throw notFound();
    return this.proration(this.db, row, input.priceId, input.prorationDate);
  }

  async changePrice(input: Idempotent & { subscriptionId: string; priceId: string; prorate: boolean; prorationDate?: Date }): Promise<ProviderSubscription> {
    await sandboxOnce(this.db, input.idempotencyKey, async (tx) => {
      const row = await findSandboxSubscription(tx, input.subscriptionId);
      if (!row) throw notFound();
      if (row.status !== 'active' && row.status !== 'past_due') throw invalidState();
      if (!(await findPrice(tx, input.priceId))) throw invalidState();
      if (!input.prorate) {
        await updateSandboxSubscription(tx, row.id, { priceId: input.priceId, pendingPriceId: null });
        return row.id;
      }
      const at = input.prorationDate ?? (await this.clockOf(row.customerId, tx));
      const { lines, amountDue } = await this.proration(tx, row, input.priceId, at);
      const attempt = await attemptWith(tx, row.customerId, row.defaultPaymentMethodId, true);
      // `pending_if_incomplete`: a declined upgrade changes nothing.
      if (!amountDue.isZero() && attempt.paymentStatus === 'requires_payment_method') throw cardDeclined();
      const invoiceId = await this.invoice(tx, row, { reason: 'subscription_update', amount: amountDue, lines, period: periodOf(row), at, attempt });
      const paid = (await findSandboxInvoice(tx, invoiceId))!.status === 'paid';
      await updateSandboxSubscription(
        tx,
        row.id,
        paid ? { priceId: input.priceId, pendingPriceId: null, latestInvoiceId: invoiceId } : { pendingPriceId: input.priceId, latestInvoiceId: invoiceId },
      );
      return row.id;
    });
    return (await this.retrieveSubscription(input.subscriptionId))!;
  }

  async setCancelAtPeriodEnd(input: Idempotent & { subscriptionId: string; cancelAtPeriodEnd: boolean }): Promise<ProviderSubscription> {
    await sandboxOnce(this.db, input.idempotencyKey, async (tx) => {
      const row = await findSandboxSubscription(tx, input.subscriptionId);
      if (!row) throw notFound();
      if (row.status !== 'active' && row.status !== 'past_due') throw invalidState();
      await updateSandboxSubscription(tx, row.id, { cancelAtPeriodEnd: input.cancelAtPeriodEnd });
      return row.id;
    });
    return (await this.retrieveSubscription(input.subscriptionId))!;
  }

  async setDefaultPaymentMethod(input: Idempotent & { subscriptionId: string; paymentMethodId: string }): Promise<ProviderSubscription> {
    await sandboxOnce(this.db, input.idempotencyKey, async (tx) => {
      const row = await findSandboxSubscription(tx, input.subscriptionId);
      if (!row) throw notFound();
      const card = await findSandboxPaymentMethod(tx, input.paymentMethodId);
      if (!card || card.customerId !== row.customerId) throw notFound();
      await updateSandboxSubscription(tx, row.id, { defaultPaymentMethodId: card.id });
      return row.id;
    });
    return (await this.retrieveSubscription(input.subscriptionId))!;
  }

  async cancelNow(input: Idempotent & { subscriptionId: string }): Promise<ProviderSubscription> {
    await sandboxOnce(this.db, input.idempotencyKey, async (tx) => {
      const row = await findSandboxSubscription(tx, input.subscriptionId);
      if (!row) throw notFound();
      if (row.status === 'canceled' || row.status === 'incomplete_expired') return row.id;
      // As Stripe's cancel: `canceled` (an incomplete one too), its open invoices left open and no longer collected.
      await updateSandboxSubscription(tx, row.id, { status: 'canceled', canceledAt: await this.clockOf(row.customerId, tx) });
      return row.id;
    });
    return (await this.retrieveSubscription(input.subscriptionId))!;
  }

  async voidInvoice(input: Idempotent & { invoiceId: string }): Promise<ProviderInvoice> {
    await sandboxOnce(this.db, input.idempotencyKey, async (tx) => {
      const invoice = await findSandboxInvoice(tx, input.invoiceId);
      if (!invoice) throw notFound();
      if (invoice.status === 'void') return invoice.id;
      if (invoice.status !== 'open') throw invalidState();
      await updateSandboxInvoice(tx, invoice.id, { status: 'void' });
      return invoice.id;
    });
    return toInvoice((await findSandboxInvoice(this.db, input.invoiceId))!);
  }

  async payInvoice(input: Idempotent & { invoiceId: string; paymentMethodId?: string }): Promise<ProviderInvoice> {
    await sandboxOnce(this.db, input.idempotencyKey, async (tx) => {
      const invoice = await findSandboxInvoice(tx, input.invoiceId);
      if (!invoice) throw notFound();
      if (invoice.status !== 'open') return invoice.id;
      const subscription = (await findSandboxSubscription(tx, invoice.subscriptionId))!;
      const attempt = await attemptWith(tx, invoice.customerId, input.paymentMethodId ?? subscription.defaultPaymentMethodId, false);
      await this.settleAttempt(tx, invoice, subscription, attempt);
      return invoice.id;
    });
    return toInvoice((await findSandboxInvoice(this.db, input.invoiceId))!);
  }

  /**
   * Sandbox only: the cardholder completed the 3-D Secure step of an invoice's payment (what
   * stripe.confirmCardPayment does with Stripe): the invoice is paid and what waited on it happens.
   */
  async completeInvoiceAuthentication(invoiceId: string): Promise<ProviderInvoice> {
    await this.db.transaction(async (tx) => {
      const invoice = await findSandboxInvoice(tx, invoiceId);
      if (!invoice) throw notFound();
      if (invoice.status !== 'open' || invoice.paymentStatus !== 'requires_action') return;
      const subscription = (await findSandboxSubscription(tx, invoice.subscriptionId))!;
      await this.settleAttempt(tx, invoice, subscription, { paymentStatus: 'succeeded', failureCode: null }, false);
    });
    return toInvoice((await findSandboxInvoice(this.db, invoiceId))!);
  }

  private async settleAttempt(
    tx: Transaction,
    invoice: SandboxInvoiceRow,
    subscription: SandboxSubscriptionRow,
    attempt: Attempt,
    counts = true,
  ): Promise<void> {
    const at = await this.clockOf(invoice.customerId, tx);
    if (attempt.paymentStatus !== 'succeeded') {
      await updateSandboxInvoice(tx, invoice.id, {
        attemptCount: invoice.attemptCount + 1,
        paymentStatus: attempt.paymentStatus,
        failureCode: attempt.failureCode ?? 'authentication_required',
      });
      return;
    }
    await updateSandboxInvoice(tx, invoice.id, {
      status: 'paid',
      amountPaid: invoice.amountDue,
      attemptCount: invoice.attemptCount + (counts ? 1 : 0),
      paymentStatus: 'succeeded',
      failureCode: null,
      paidAt: at,
    });
    if (subscription.latestInvoiceId !== invoice.id) return;
    if (invoice.billingReason === 'subscription_update' && subscription.pendingPriceId)
      await updateSandboxSubscription(tx, subscription.id, { priceId: subscription.pendingPriceId, pendingPriceId: null });
    else if (subscription.status === 'incomplete' || subscription.status === 'past_due')
      await updateSandboxSubscription(tx, subscription.id, { status: 'active' });
  }

  async retrieveInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const row = await findSandboxInvoice(this.db, invoiceId);
    return row ? toInvoice(row) : null;
  }

  async refundInvoice(input: Idempotent & { invoiceId: string; amount?: Money }): Promise<{ id: string; amount: Money }> {
    const refund = await sandboxOnce(this.db, input.idempotencyKey, async (tx) => {
      const invoice = await findSandboxInvoice(tx, input.invoiceId);
      if (!invoice) throw notFound();
      const refundable = invoice.amountPaid - invoice.amountRefunded;
      const amount = input.amount?.amountMinor ?? refundable;
      if (invoice.status !== 'paid' || amount <= 0n || amount > refundable || (input.amount && input.amount.currency !== invoice.currency))
        throw invalidState();
      await updateSandboxInvoice(tx, invoice.id, { amountRefunded: invoice.amountRefunded + amount });
      return { id: newId('re'), amountMinor: amount.toString(), currency: invoice.currency };
    });
    return { id: refund.id, amount: Money.of(BigInt(refund.amountMinor), refund.currency) };
  }
}

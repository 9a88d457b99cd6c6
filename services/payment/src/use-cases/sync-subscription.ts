import { randomUUID } from 'node:crypto';
import type { ProviderBillingReason, ProviderInvoice, ProviderSubscription } from '../adapters/providers/billing-provider';
import { dunningAfter } from '../domain/subscriptions/dunning-schedule';
import { subscriptionEvents } from '../events/subscription-events';
import { accountOfCustomer, defaultCardOf } from '../store/card-store';
import { findInvoiceByProviderId, insertInvoice, updateInvoice } from '../store/invoice-store';
import { findPlan } from '../store/plan-queries';
import type { StoragePlanRow } from '../store/plan-schema';
import type {
  InvoiceRowReason,
  InvoiceRowStatus,
  SubscriptionEndReason,
  SubscriptionInvoiceRow,
  SubscriptionRow,
  SubscriptionRowStatus,
} from '../store/subscription-schema';
import { findSubscriptionByProviderId, insertSubscription, lockSubscription, updateSubscription } from '../store/subscription-store';
import type { SubscriptionDeps } from './deps';
import { planOfPrice } from './plan-prices';
import { postInvoiceTransfer } from './post-invoice-transfer';
import { subscriptionNow } from './subscription-clock';

export interface SyncedSubscription {
  subscription: SubscriptionRow;
  /** Our row of the provider's latest invoice, if it has one. */
  invoice: SubscriptionInvoiceRow | null;
}

const STATUS: Record<ProviderSubscription['status'], SubscriptionRowStatus> = {
  incomplete: 'INCOMPLETE',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  canceled: 'ENDED',
  incomplete_expired: 'ENDED',
};

const REASON: Record<ProviderBillingReason, InvoiceRowReason> = {
  subscription_create: 'SUBSCRIBE',
  subscription_cycle: 'RENEWAL',
  subscription_update: 'UPGRADE',
};

function invoiceStatus(remote: ProviderInvoice, ours: SubscriptionInvoiceRow | undefined): InvoiceRowStatus {
  if (ours?.status === 'REFUNDED') return 'REFUNDED';
  if (remote.status === 'paid') return 'PAID';
  if (remote.status === 'void' || remote.status === 'uncollectible') return 'VOID';
  return 'OPEN';
}

/** The plan whose storage the account has with this row: the row's plan while paid for, the free plan otherwise. */
const inEffect = (row: Pick<SubscriptionRow, 'status' | 'planId'> | undefined) =>
  row && (row.status === 'ACTIVE' || row.status === 'PAST_DUE') ? row.planId : 'free';

/**
 * Renewals are charged to the account's default card: a subscription still on another card (the
 * default changed since) is moved to it first.
 */
async function renewingOnDefaultCard(deps: SubscriptionDeps, remote: ProviderSubscription | null): Promise<ProviderSubscription | null> {
  if (!remote || (remote.status !== 'active' && remote.status !== 'past_due')) return remote;
  const known = await findSubscriptionByProviderId(deps.db, deps.billing.name, remote.id);
  const card = known ? await defaultCardOf(deps.db, known.accountId, deps.cards.name) : undefined;
  if (!card || card.providerPaymentMethodId === remote.defaultPaymentMethodId) return remote;
  return deps.billing.setDefaultPaymentMethod({
    idempotencyKey: `renewal-card:${remote.id}:${randomUUID()}`,
    subscriptionId: remote.id,
    paymentMethodId: card.providerPaymentMethodId,
  });
}

export interface SyncOptions {
  providerSubscriptionId: string;
  /** The account, when the caller knows it (otherwise found from the provider's customer). */
  accountId?: string;
  /** The plan a new upgrade invoice is for (the provider still names the old price until it is paid). */
  invoicePlanId?: string;
  /** Why the subscription ends if the provider says it has (dunning passes PAYMENT_FAILED). */
  endReason?: SubscriptionEndReason;
}

/**
 * Reads a subscription and its latest invoice back from the provider and brings our rows in line
 * (decision 0085: the provider's state is the truth, events only say when to look), so late,
 * repeated or out-of-order events end right. Used after every provider call, by the sandbox's
 * clock, by dunning and by Stripe's webhooks. In the same transaction as each change: the
 * entitlement changed, an invoice paid, a renewal's payment failed (dunning's next retry and end
 * of grace, from the account's clock), the subscription ended. A newly paid invoice is then put on
 * the ledger.
 */
export async function syncSubscription(deps: SubscriptionDeps, options: SyncOptions): Promise<SyncedSubscription | null> {
  const remote = await renewingOnDefaultCard(deps, await deps.billing.retrieveSubscription(options.providerSubscriptionId));
  if (!remote) return null;
  const provider = deps.billing.name;
  let known = await findSubscriptionByProviderId(deps.db, provider, remote.id);
  // Not ours (another customer's at the same Stripe account, e.g. a webhook about it): nothing to do.
  const accountId = known?.accountId ?? options.accountId ?? (await accountOfCustomer(deps.db, deps.cards.name, remote.customerId));
  if (!accountId || (!known && STATUS[remote.status] === 'ENDED')) return null;
  const remotePlan = await planOfPrice(deps, remote.priceId);
  if (!remotePlan) throw new Error(`subscription ${remote.id} is on price ${remote.priceId}, which is no plan's`);
  const now = await subscriptionNow(deps, remote.customerId);
  if (!known) {
    known = await deps.db.transaction((tx) =>
      insertSubscription(tx, {
        accountId,
        provider,
        providerCustomerId: remote.customerId,
        providerSubscriptionId: remote.id,
        planId: remotePlan.id,
        status: 'INCOMPLETE',
        currentPeriodStart: remote.currentPeriodStart,
        currentPeriodEnd: remote.currentPeriodEnd,
      }),
    );
  }
  const synced = await deps.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, known.id);
    const plans = new Map<string, StoragePlanRow>();
    const plan = async (id: string) => plans.get(id) ?? plans.set(id, (await findPlan(tx, id))!).get(id)!;
    const status = STATUS[remote.status];
    const set: Partial<SubscriptionRow> = { status, cancelAtPeriodEnd: remote.cancelAtPeriodEnd };
    if (row.status === 'ENDED') return { subscription: row, invoice: null, ended: false };
    if (status === 'ENDED') {
      set.endedAt = now;
      set.endedReason =
        options.endReason ?? (row.status === 'INCOMPLETE' ? 'INCOMPLETE' : row.status === 'PAST_DUE' && !row.cancelAtPeriodEnd ? 'PAYMENT_FAILED' : 'CANCELED');
      set.nextRetryAt = null;
    } else {
      set.currentPeriodStart = remote.currentPeriodStart;
      set.currentPeriodEnd = remote.currentPeriodEnd;
      const newPeriod = remote.currentPeriodStart.getTime() > row.currentPeriodStart.getTime();
      if (row.status === 'INCOMPLETE' || newPeriod || remotePlan.id === row.planId) {
        set.planId = remotePlan.id;
        set.nextPlanId = null;
      } else if (remotePlan.priceMinor > (await plan(row.planId)).priceMinor) {
        set.planId = remotePlan.id;
        set.nextPlanId = null;
      } else set.nextPlanId = remotePlan.id;
      if (status === 'ACTIVE') Object.assign(set, { dunningAttempt: 0, firstFailedAt: null, nextRetryAt: null, graceEndsAt: null });
    }
    let invoice: SubscriptionInvoiceRow | null = null;
    const latest = remote.latestInvoice;
    if (latest) {
      const ours = await findInvoiceByProviderId(tx, provider, latest.id);
      const invoiceSet = {
        status: invoiceStatus(latest, ours),
        attempts: latest.attemptCount,
        failureCode: latest.payment?.failureCode ?? null,
        providerPaymentIntentId: latest.payment?.paymentIntentId ?? null,
        paidAt: latest.paidAt,
      };
      const paidNow = invoiceSet.status === 'PAID' && ours?.status !== 'PAID' && ours?.status !== 'REFUNDED';
      const card = paidNow ? await defaultCardOf(tx, row.accountId, deps.cards.name) : undefined;
      const cardSet = card ? { cardBrand: card.brand, cardLast4: card.last4 } : {};
      invoice = ours
        ? await updateInvoice(tx, ours.id, { ...invoiceSet, ...cardSet })
        : await insertInvoice(
            tx,
            {
              ...invoiceSet,
              ...cardSet,
              accountId: row.accountId,
              subscriptionId: row.id,
              provider,
              providerInvoiceId: latest.id,
              reason: REASON[latest.billingReason],
              planId: latest.billingReason === 'subscription_update' ? (options.invoicePlanId ?? remotePlan.id) : remotePlan.id,
              currency: latest.amountDue.currency,
              totalMinor: latest.amountDue.amountMinor,
              lines: latest.lines.map((line) => ({
                description: line.description,
                amountMinor: line.amount.amountMinor.toString(),
                proration: line.proration,
              })),
              periodStart: latest.periodStart,
              periodEnd: latest.periodEnd,
              createdAt: now,
            },
            now,
          );
      if (paidNow) await subscriptionEvents.invoicePaid(tx, invoice);
      // Dunning (decision 0085): a renewal's attempt failed that we had not counted yet.
      const failed = invoice.status === 'OPEN' && invoice.reason === 'RENEWAL' && latest.payment?.status !== 'succeeded';
      if (failed && status !== 'ENDED' && latest.attemptCount > row.dunningAttempt) {
        const firstFailedAt = row.firstFailedAt ?? now;
        const next = dunningAfter(firstFailedAt, latest.attemptCount);
        Object.assign(set, { status: 'PAST_DUE', dunningAttempt: latest.attemptCount, firstFailedAt, ...next });
        await subscriptionEvents.paymentFailed(tx, invoice, {
          attempt: latest.attemptCount,
          ...next,
          failureCode: latest.payment?.failureCode ?? 'card_declined',
        });
      }
    }
    const updated = await updateSubscription(tx, row.id, set);
    const [before, after] = [inEffect(row), inEffect(updated)];
    if (before !== after) await subscriptionEvents.entitlementChanged(tx, row.accountId, await plan(after));
    if (updated.status === 'ENDED' && before !== 'free') await subscriptionEvents.ended(tx, row.accountId, row.planId, updated.endedReason ?? 'CANCELED');
    return { subscription: updated, invoice, ended: updated.status === 'ENDED' };
  });
  const invoice = synced.invoice ? await postInvoiceTransfer(deps, synced.invoice) : null;
  return { subscription: synced.subscription, invoice };
}

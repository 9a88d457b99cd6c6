import { SubscriptionTexts } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { defaultCardOf } from '../store/card-store';
import type { StoragePlanRow } from '../store/plan-schema';
import type { SubscriptionRow } from '../store/subscription-schema';
import { liveSubscriptionOf } from '../store/subscription-store';
import { ensureCustomer } from './card-customer';
import type { SubscriptionDeps } from './deps';
import { priceOf } from './plan-prices';
import { planOnSale } from './preview-plan-change';
import { undoScheduledChange } from './resume-subscription';
import { subscriptionNow } from './subscription-clock';
import { invoiceMessageOf, planInEffect, subscriber, subscriptionMessageOf, type Language } from './subscription-answers';
import { syncSubscription, type SyncedSubscription } from './sync-subscription';
import { inTurn } from './subscription-turns';

const input = z.object({
  planId: z.string({ error: SubscriptionTexts.planIdRequired }).trim().min(1, SubscriptionTexts.planIdRequired).max(40),
  idempotencyKey: z
    .string({ error: SubscriptionTexts.idempotencyKeyRequired })
    .trim()
    .min(8, SubscriptionTexts.idempotencyKeyRequired)
    .max(100, SubscriptionTexts.idempotencyKeyRequired),
});

type ChangeInput = z.infer<typeof input>;

async function answer(
  deps: SubscriptionDeps,
  accountId: string,
  language: Language,
  synced: SyncedSubscription | null,
  charged: boolean,
): Promise<plan.ChangePlanResponse> {
  const invoice = charged ? synced?.invoice : null;
  const payment = invoice?.status === 'OPEN' ? (await deps.billing.retrieveInvoice(invoice.providerInvoiceId))?.payment : null;
  const waiting = payment?.status === 'requires_action' && payment.clientSecret ? payment : null;
  return {
    subscription: await subscriptionMessageOf(deps, accountId, language, synced?.subscription),
    invoice: invoice ? await invoiceMessageOf(deps, invoice, language) : undefined,
    actionClientSecret: waiting?.clientSecret,
    actionPaymentIntentId: waiting?.paymentIntentId,
  };
}

/** A first subscription (or again after one ended): the plan's price charged now on the default card. */
async function subscribe(deps: SubscriptionDeps, accountId: string, target: StoragePlanRow, key: string): Promise<SyncedSubscription | null> {
  const card = await defaultCardOf(deps.db, accountId, deps.cards.name);
  if (!card) throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.noCard, 'PAYMENT_SUBSCRIPTION_NO_CARD');
  const customerId = await ensureCustomer(deps, accountId);
  const remote = await deps.billing.createSubscription({
    idempotencyKey: `subscribe:${accountId}:${key}`,
    customerId,
    paymentMethodId: card.providerPaymentMethodId,
    priceId: await priceOf(deps, target),
    accountId,
  });
  return syncSubscription(deps, { providerSubscriptionId: remote.id, accountId });
}

/** A change of a paid subscription in effect: up at once (prorated, charged now), down or to free at the period's end. */
async function change(
  deps: SubscriptionDeps,
  live: SubscriptionRow,
  target: StoragePlanRow,
  key: string,
): Promise<{ synced: SyncedSubscription | null; charged: boolean }> {
  const current = await planInEffect(deps, live);
  const sync = (invoicePlanId?: string) => syncSubscription(deps, { providerSubscriptionId: live.providerSubscriptionId, invoicePlanId });
  if (target.priceMinor === 0n) {
    if (!live.cancelAtPeriodEnd)
      await deps.billing.setCancelAtPeriodEnd({
        idempotencyKey: `cancel:${live.id}:${key}`,
        subscriptionId: live.providerSubscriptionId,
        cancelAtPeriodEnd: true,
      });
    return { synced: await sync(), charged: false };
  }
  if (live.status === 'PAST_DUE') throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.pastDue, 'PAYMENT_SUBSCRIPTION_PAST_DUE');
  if (target.id === current.id) {
    // The plan in effect chosen again: whatever was scheduled for the period's end is undone.
    await undoScheduledChange(deps, live, key);
    return { synced: await sync(), charged: false };
  }
  const priceId = await priceOf(deps, target);
  if (live.cancelAtPeriodEnd)
    await deps.billing.setCancelAtPeriodEnd({
      idempotencyKey: `keep:${live.id}:${key}`,
      subscriptionId: live.providerSubscriptionId,
      cancelAtPeriodEnd: false,
    });
  if (target.priceMinor > current.priceMinor) {
    const now = await subscriptionNow(deps, live.providerCustomerId);
    await deps.billing.changePrice({
      idempotencyKey: `upgrade:${live.id}:${key}`,
      subscriptionId: live.providerSubscriptionId,
      priceId,
      prorate: true,
      prorationDate: now,
    });
    return { synced: await sync(target.id), charged: true };
  }
  await deps.billing.changePrice({ idempotencyKey: `downgrade:${live.id}:${key}`, subscriptionId: live.providerSubscriptionId, priceId, prorate: false });
  return { synced: await sync(), charged: false };
}

/**
 * Subscribes to a paid plan or changes plan (decision 0085): a first subscription charges the plan
 * now on the default card (3-D Secure answered with the payment's client secret, then
 * ConfirmPlanPayment); an upgrade takes effect at once and charges the prorated difference; a
 * downgrade takes effect at the period's end; the free plan cancels at the period's end. Keys for
 * the provider come from the client's idempotency key, so a retry never charges twice (a retry after
 * success finds the plan already chosen and answers where it stands).
 */
export async function changePlan(deps: SubscriptionDeps, request: plan.ChangePlanRequest, ctx: CallContext): Promise<plan.ChangePlanResponse> {
  const { accountId, language } = subscriber(ctx);
  const { planId, idempotencyKey }: ChangeInput = validateInput(input, request);
  return inTurn(accountId, () => changePlanInTurn(deps, accountId, language, planId, idempotencyKey));
}

async function changePlanInTurn(
  deps: SubscriptionDeps,
  accountId: string,
  language: Language,
  planId: string,
  idempotencyKey: string,
): Promise<plan.ChangePlanResponse> {
  const target = await planOnSale(deps, planId);
  let live = await liveSubscriptionOf(deps.db, accountId);
  if (live?.status === 'INCOMPLETE') {
    const pending = await syncSubscription(deps, { providerSubscriptionId: live.providerSubscriptionId });
    live = pending?.subscription.status === 'ENDED' ? undefined : pending?.subscription;
    // The same plan chosen again while its first payment waits for 3-D Secure: the same step.
    if (live?.status === 'INCOMPLETE' && live.planId === target.id) return answer(deps, accountId, language, pending, true);
    if (live?.status === 'INCOMPLETE') {
      await deps.billing.cancelNow({ idempotencyKey: `abandon:${live.id}`, subscriptionId: live.providerSubscriptionId });
      // Its first invoice, left open by the cancellation, will never be paid.
      const waiting = pending?.invoice?.status === 'OPEN' ? pending.invoice : null;
      if (waiting) await deps.billing.voidInvoice({ idempotencyKey: `abandon-invoice:${waiting.providerInvoiceId}`, invoiceId: waiting.providerInvoiceId });
      await syncSubscription(deps, { providerSubscriptionId: live.providerSubscriptionId, endReason: 'INCOMPLETE' });
      live = undefined;
    }
  }
  if (!live) {
    if (target.priceMinor === 0n) throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.alreadyOnPlan, 'PAYMENT_PLAN_UNCHANGED');
    return answer(deps, accountId, language, await subscribe(deps, accountId, target, idempotencyKey), true);
  }
  const { synced, charged } = await change(deps, live, target, idempotencyKey);
  return answer(deps, accountId, language, synced, charged);
}

import type { SubscriptionRow } from '../store/subscription-schema';
import { defaultCardOf } from '../store/card-store';
import { findInvoice } from '../store/invoice-store';
import type { SubscriptionDeps } from './deps';
import { syncSubscription, type SyncedSubscription } from './sync-subscription';

/**
 * A subscription's due work at `now` (its account's clock), after the provider has done its own
 * (a renewal invoiced and charged, a cancellation or a downgrade at the period's end): our rows are
 * brought in line, then dunning acts (decision 0085): past the grace period the subscription is
 * cancelled at the provider, its failed renewal voided, and the account is on the free plan
 * (PAYMENT_FAILED); at a retry's time
 * the open renewal is charged again, with a key per attempt so a repeated pass charges once.
 * Answers the subscription and the invoice it touched.
 */
export async function settleDueSubscription(deps: SubscriptionDeps, row: SubscriptionRow, now: Date): Promise<SyncedSubscription | null> {
  const id = row.providerSubscriptionId;
  let synced = await syncSubscription(deps, { providerSubscriptionId: id });
  const current = synced?.subscription;
  if (!current || current.status !== 'PAST_DUE') return synced;
  if (current.graceEndsAt && current.graceEndsAt <= now) {
    await deps.billing.cancelNow({ idempotencyKey: `dunning-end:${current.id}`, subscriptionId: id });
    // The provider stops collecting the failed renewal but leaves it open: it is void (never to be paid).
    const open = synced?.invoice?.status === 'OPEN' ? synced.invoice : null;
    if (open) await deps.billing.voidInvoice({ idempotencyKey: `dunning-void:${open.providerInvoiceId}`, invoiceId: open.providerInvoiceId });
    const ended = await syncSubscription(deps, { providerSubscriptionId: id, endReason: 'PAYMENT_FAILED' });
    const invoice = synced?.invoice ? ((await findInvoice(deps.db, synced.invoice.id)) ?? null) : null;
    return ended ? { subscription: ended.subscription, invoice } : synced;
  }
  if (current.nextRetryAt && current.nextRetryAt <= now && synced?.invoice?.status === 'OPEN') {
    const invoice = synced.invoice;
    // Retried on the account's default card now (the person may have changed it since the renewal failed).
    const card = await defaultCardOf(deps.db, current.accountId, deps.cards.name);
    await deps.billing.payInvoice({
      idempotencyKey: `dunning-retry:${invoice.providerInvoiceId}:${current.dunningAttempt + 1}`,
      invoiceId: invoice.providerInvoiceId,
      paymentMethodId: card?.providerPaymentMethodId,
    });
    synced = await syncSubscription(deps, { providerSubscriptionId: id });
  }
  return synced;
}

import { SubscriptionTexts } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { SandboxBillingProvider } from '../adapters/sandbox/sandbox-billing-provider';
import { findInvoice } from '../store/invoice-store';
import { findSubscription } from '../store/subscription-store';
import type { SubscriptionDeps } from './deps';
import { ownInvoice } from './get-invoice';
import { invoiceMessageOf, subscriber, subscriptionMessageOf } from './subscription-answers';
import { syncSubscription } from './sync-subscription';
import { inTurn } from './subscription-turns';

/**
 * After the cardholder's 3-D Secure step of a plan payment (a first subscription or an upgrade):
 * reads the payment back from the provider and brings the subscription in line, so the plan is in
 * effect once it is paid. With Stripe the step is Stripe.js's confirmCardPayment; in the sandbox this
 * call is the step's "Complete" (the web calls nothing when the person fails it). A payment already
 * confirmed answers where it stands.
 */
export async function confirmPlanPayment(
  deps: SubscriptionDeps,
  request: plan.ConfirmPlanPaymentRequest,
  ctx: CallContext,
): Promise<plan.ConfirmPlanPaymentResponse> {
  const { accountId, language } = subscriber(ctx);
  return inTurn(accountId, async () => {
    const invoice = await ownInvoice(deps, accountId, request.invoiceId);
    if (invoice.status !== 'OPEN' && invoice.status !== 'PAID')
      throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.notAwaitingAction, 'PAYMENT_INVOICE_NOT_AWAITING_ACTION');
    if (invoice.status === 'OPEN') {
      const remote = await deps.billing.retrieveInvoice(invoice.providerInvoiceId);
      if (remote?.status === 'open' && remote.payment?.status === 'requires_action' && deps.billing instanceof SandboxBillingProvider)
        await deps.billing.completeInvoiceAuthentication(invoice.providerInvoiceId);
      else if (remote?.status === 'open' && invoice.reason === 'RENEWAL')
        throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.notAwaitingAction, 'PAYMENT_INVOICE_NOT_AWAITING_ACTION');
    }
    const row = (await findSubscription(deps.db, invoice.subscriptionId))!;
    const synced = await syncSubscription(deps, { providerSubscriptionId: row.providerSubscriptionId, invoicePlanId: invoice.planId });
    const latest = (await findInvoice(deps.db, invoice.id))!;
    return {
      subscription: await subscriptionMessageOf(deps, accountId, language, synced?.subscription),
      invoice: await invoiceMessageOf(deps, latest, language),
    };
  });
}

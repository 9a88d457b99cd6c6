import { SubscriptionTexts } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { findInvoiceOf } from '../store/invoice-store';
import type { SubscriptionInvoiceRow } from '../store/subscription-schema';
import type { SubscriptionDeps } from './deps';
import { invoiceMessageOf, subscriber } from './subscription-answers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invoiceNotFound = () => new AppError('NOT_FOUND', SubscriptionTexts.invoiceNotFound, 'PAYMENT_INVOICE_NOT_FOUND');

/** One of the account's invoices; another account's (or a malformed id) is NOT_FOUND, as a missing one. */
export async function ownInvoice(deps: SubscriptionDeps, accountId: string, invoiceId: string): Promise<SubscriptionInvoiceRow> {
  const row = UUID.test(invoiceId) ? await findInvoiceOf(deps.db, accountId, invoiceId) : undefined;
  if (!row) throw invoiceNotFound();
  return row;
}

/** One of the caller's invoices with its lines: the receipt. */
export async function getInvoice(deps: SubscriptionDeps, request: plan.GetInvoiceRequest, ctx: CallContext): Promise<plan.GetInvoiceResponse> {
  const { accountId, language } = subscriber(ctx);
  return { invoice: await invoiceMessageOf(deps, await ownInvoice(deps, accountId, request.invoiceId), language) };
}

import { SubscriptionTexts } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { findInvoice, updateInvoice } from '../store/invoice-store';
import type { SubscriptionDeps } from './deps';
import { invoiceNotFound } from './get-invoice';
import { invoiceRefundTransferId, invoiceTransferId, postInvoiceTransfer } from './post-invoice-transfer';
import { reverseLedgerTransfer } from './reverse-ledger-transfer';
import { invoiceMessageOf } from './subscription-answers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Admin: refunds a paid invoice to the card, all of it (decision 0085). The provider is asked with a
 * key derived from the invoice, the ledger reverses the invoice's SUBSCRIPTION transfer with an id
 * derived from it too, and the invoice shows what was refunded; asking again (any key) answers the
 * refunded invoice and moves no money. The subscription itself goes on.
 */
export async function refundInvoice(deps: SubscriptionDeps, request: plan.RefundInvoiceRequest, ctx: CallContext): Promise<plan.RefundInvoiceResponse> {
  requireRole(ctx, 'ADMIN');
  const found = UUID.test(request.invoiceId) ? await findInvoice(deps.db, request.invoiceId) : undefined;
  if (!found) throw invoiceNotFound();
  if (found.status !== 'PAID' && found.status !== 'REFUNDED')
    throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.invoiceNotRefundable, 'PAYMENT_INVOICE_NOT_REFUNDABLE');
  let invoice = await postInvoiceTransfer(deps, found);
  if (invoice.totalMinor === 0n) throw new AppError('FAILED_PRECONDITION', SubscriptionTexts.invoiceNotRefundable, 'PAYMENT_INVOICE_NOT_REFUNDABLE');
  if (invoice.status === 'PAID') {
    await deps.billing.refundInvoice({ idempotencyKey: `refund:subscription-invoice:${invoice.id}`, invoiceId: invoice.providerInvoiceId });
    invoice = await updateInvoice(deps.db, invoice.id, { status: 'REFUNDED', refundedMinor: invoice.totalMinor });
  }
  if (!invoice.refundTransferId) {
    const { transfer } = await reverseLedgerTransfer(deps, {
      id: invoiceRefundTransferId(invoice.id),
      transferId: invoice.transferId ?? invoiceTransferId(invoice.id),
    });
    invoice = await updateInvoice(deps.db, invoice.id, { refundTransferId: transfer.id });
  }
  return { invoice: await invoiceMessageOf(deps, invoice, ctx.identity.language === 'ar' ? 'ar' : 'en') };
}

import { Money } from '@helpwire/service-kit';
import { PLATFORM_OWNER_ID } from '../domain/ledger/account-kinds';
import type { LedgerCommand } from '../domain/ledger/transfer';
import { updateInvoice } from '../store/invoice-store';
import { accountIdsOf } from '../store/ledger-accounts';
import type { SubscriptionInvoiceRow } from '../store/subscription-schema';
import type { SubscriptionDeps } from './deps';

/** The ledger transfer of a paid invoice: its id is the invoice's, so posting it again is a no-op. */
export const invoiceTransferId = (invoiceId: string) => `subscription-invoice:${invoiceId}`;
export const invoiceRefundTransferId = (invoiceId: string) => `subscription-invoice:${invoiceId}:refund`;

/**
 * Records a paid invoice on the ledger (decision 0085): one SUBSCRIPTION transfer, the user's card
 * clearing → platform revenue, then notes its id on the invoice. A restart in between posts it again
 * with the same id (answered with the first), so nothing is counted twice.
 */
export async function postInvoiceTransfer(deps: SubscriptionDeps, invoice: SubscriptionInvoiceRow): Promise<SubscriptionInvoiceRow> {
  if (invoice.transferId || invoice.totalMinor === 0n || (invoice.status !== 'PAID' && invoice.status !== 'REFUNDED')) return invoice;
  const [user, platform] = await Promise.all([accountIdsOf(deps.db, 'USER', invoice.accountId), accountIdsOf(deps.db, 'PLATFORM', PLATFORM_OWNER_ID)]);
  const command: LedgerCommand = {
    type: 'TRANSFER',
    id: invoiceTransferId(invoice.id),
    debitAccountId: user.USER_CARD_CLEARING!,
    creditAccountId: platform.PLATFORM_REVENUE!,
    amount: Money.of(invoice.totalMinor, invoice.currency),
    kind: 'SUBSCRIPTION',
    reference: invoice.id,
    pending: false,
  };
  const { transfer } = await deps.ledger.submit(command);
  return updateInvoice(deps.db, invoice.id, { transferId: transfer.id });
}

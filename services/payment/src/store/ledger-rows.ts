import { Money } from '@helpwire/service-kit';
import type { Transfer, TransferPhase } from '../ledger/transfer';
import type { ledgerTransfers } from './ledger-schema';

/** A stored transfer as the domain sees it (the amount as Money, never a number). */
export function transferFromRow(row: typeof ledgerTransfers.$inferSelect): Transfer {
  return {
    id: row.id,
    debitAccountId: row.debitAccountId,
    creditAccountId: row.creditAccountId,
    amount: Money.of(row.amountMinor, row.currency),
    kind: row.kind,
    reference: row.reference,
    phase: row.phase as TransferPhase,
    pendingId: row.pendingId,
    createdAt: row.createdAt,
  };
}

export function transferToRow(transfer: Transfer): typeof ledgerTransfers.$inferInsert {
  return {
    id: transfer.id,
    debitAccountId: transfer.debitAccountId,
    creditAccountId: transfer.creditAccountId,
    amountMinor: transfer.amount.amountMinor,
    currency: transfer.amount.currency,
    kind: transfer.kind,
    reference: transfer.reference,
    phase: transfer.phase,
    pendingId: transfer.pendingId,
    createdAt: transfer.createdAt,
  };
}

import { Money } from '@helpwire/service-kit';
import type { Transfer, TransferPhase } from '../domain/ledger/transfer';
import type { TransferKind } from '../domain/ledger/transfer-kinds';
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
    phase: row.phase,
    pendingId: row.pendingId,
    createdAt: row.createdAt,
  };
}

/** A transfer row as a raw query answers it (snake_case; bigint as a decimal string). */
export interface TransferSqlRow extends Record<string, unknown> {
  id: string;
  debit_account_id: string;
  credit_account_id: string;
  amount_minor: string;
  currency: string;
  kind: string;
  reference: string;
  phase: string;
  pending_id: string | null;
  created_at: string | Date;
}

export function transferFromSqlRow(row: TransferSqlRow): Transfer {
  return {
    id: row.id,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: Money.of(BigInt(row.amount_minor), row.currency),
    kind: row.kind as TransferKind,
    reference: row.reference,
    phase: row.phase as TransferPhase,
    pendingId: row.pending_id,
    createdAt: new Date(row.created_at),
  };
}

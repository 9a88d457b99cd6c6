import type { Money } from '@helpwire/service-kit';
import type { TransferKind } from './transfer-kinds';

export const TRANSFER_PHASES = ['SINGLE', 'PENDING', 'POST_PENDING', 'VOID_PENDING'] as const;
export type TransferPhase = (typeof TRANSFER_PHASES)[number];

/** A committed transfer: immutable; its id is the caller's idempotency key. */
export interface Transfer {
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  amount: Money;
  kind: TransferKind;
  reference: string;
  phase: TransferPhase;
  /** The pending transfer a POST_PENDING or VOID_PENDING resolves. */
  pendingId: string | null;
  createdAt: Date;
}

/** What a caller asks the ledger to do; every write is one of these, through one path (a TRANSFER's kind is checked when it is applied). */
export type LedgerCommand =
  | { type: 'TRANSFER'; id: string; debitAccountId: string; creditAccountId: string; amount: Money; kind: string; reference: string; pending: boolean }
  | { type: 'POST_PENDING'; id: string; pendingId: string; amount: Money | null }
  | { type: 'VOID_PENDING'; id: string; pendingId: string };

/** The answer to a command: the transfer it committed, or the first result of its key. */
export interface LedgerOutcome {
  transfer: Transfer;
  replayed: boolean;
}

/** The accounts a command touches once its pending transfer (if any) is known. */
export function accountsOf(command: LedgerCommand, pending: Transfer | undefined): string[] {
  if (command.type === 'TRANSFER') return [command.debitAccountId, command.creditAccountId];
  return pending ? [pending.debitAccountId, pending.creditAccountId] : [];
}

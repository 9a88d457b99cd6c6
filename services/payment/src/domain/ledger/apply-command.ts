import { AppError } from '@helpwire/service-kit';
import type { AccountFlags, AccountKind } from './account-kinds';
import { brokenFlag, type AccountTotals } from './account-totals';
import type { LedgerCommand, Transfer, TransferPhase } from './transfer';
import { isTransferKind } from './transfer-kinds';

/** A locked account as a batch sees it: its flags and its totals after the latest entry. */
export interface LedgerAccountState extends AccountFlags {
  id: string;
  kind: AccountKind;
  currency: string;
  totals: AccountTotals;
  /** The seq of its latest entry (0 before the first). */
  seq: bigint;
}

/** Everything a batch knows, under the account locks; applyCommand advances it. */
export interface LedgerState {
  accounts: Map<string, LedgerAccountState>;
  /** Transfers by id: those committed before (the keys and pendings the batch names) and the batch's own. */
  transfers: Map<string, Transfer>;
  /** Pending id → the phase that resolved it (POST_PENDING or VOID_PENDING). */
  resolved: Map<string, TransferPhase>;
}

/** One leg of a committed transfer: the change on one account and its totals after it. */
export interface LedgerEntry {
  accountId: string;
  seq: bigint;
  transferId: string;
  side: 'D' | 'C';
  pendingDelta: bigint;
  postedDelta: bigint;
  totals: AccountTotals;
}

export type AppliedCommand = { replayed: true; transfer: Transfer } | { replayed: false; transfer: Transfer; entries: [LedgerEntry, LedgerEntry] };

/** The transfer a command asks for, before it is checked against balances. */
function transferFor(state: LedgerState, command: LedgerCommand, now: Date): Transfer {
  if (command.type === 'TRANSFER') {
    if (!isTransferKind(command.kind)) throw AppError.invalid(`Unknown transfer kind: ${command.kind}.`, 'PAYMENT_TRANSFER_KIND_INVALID');
    return {
      id: command.id,
      debitAccountId: command.debitAccountId,
      creditAccountId: command.creditAccountId,
      amount: command.amount,
      kind: command.kind,
      reference: command.reference,
      phase: command.pending ? 'PENDING' : 'SINGLE',
      pendingId: null,
      createdAt: now,
    };
  }
  const pending = state.transfers.get(command.pendingId);
  if (!pending || pending.phase !== 'PENDING') throw AppError.notFound('Pending transfer not found.', 'PAYMENT_PENDING_NOT_FOUND');
  const amount = command.type === 'POST_PENDING' ? (command.amount ?? pending.amount) : pending.amount;
  return { ...pending, id: command.id, amount, phase: command.type, pendingId: pending.id, createdAt: now };
}

/** Whether a repeat of a key asks for what its first request asked (then it gets the first result). */
export function sameRequest(committed: Transfer, command: LedgerCommand): boolean {
  if (command.type === 'TRANSFER') {
    return (
      committed.phase === (command.pending ? 'PENDING' : 'SINGLE') &&
      committed.debitAccountId === command.debitAccountId &&
      committed.creditAccountId === command.creditAccountId &&
      committed.amount.equals(command.amount) &&
      committed.kind === command.kind &&
      committed.reference === command.reference
    );
  }
  if (committed.phase !== command.type || committed.pendingId !== command.pendingId) return false;
  return command.type === 'VOID_PENDING' || command.amount === null || committed.amount.equals(command.amount);
}

function checkShape(state: LedgerState, transfer: Transfer, pending: Transfer | undefined): [LedgerAccountState, LedgerAccountState] {
  if (transfer.debitAccountId === transfer.creditAccountId)
    throw AppError.invalid('The debit and credit accounts must differ.', 'PAYMENT_ACCOUNTS_MUST_DIFFER');
  const debit = state.accounts.get(transfer.debitAccountId);
  const credit = state.accounts.get(transfer.creditAccountId);
  if (!debit || !credit) throw AppError.notFound('Ledger account not found.', 'PAYMENT_ACCOUNT_NOT_FOUND');
  if (transfer.amount.currency !== debit.currency || transfer.amount.currency !== credit.currency) {
    throw AppError.invalid(`The amount must be in ${debit.currency}.`, 'PAYMENT_CURRENCY_MISMATCH');
  }
  if (transfer.phase === 'VOID_PENDING') return [debit, credit];
  if (transfer.amount.amountMinor <= 0n) throw AppError.invalid('The amount must be a positive number of cents.', 'PAYMENT_AMOUNT_INVALID');
  if (transfer.phase === 'POST_PENDING' && pending && transfer.amount.compare(pending.amount) > 0) {
    throw AppError.invalid(`A pending transfer of ${pending.amount.toString()} cannot be posted for more.`, 'PAYMENT_POST_EXCEEDS_PENDING');
  }
  return [debit, credit];
}

/** The changes (pending, posted) a transfer makes on each side. */
function deltas(transfer: Transfer, pending: Transfer | undefined): { pending: bigint; posted: bigint } {
  const amount = transfer.amount.amountMinor;
  switch (transfer.phase) {
    case 'SINGLE':
      return { pending: 0n, posted: amount };
    case 'PENDING':
      return { pending: amount, posted: 0n };
    case 'POST_PENDING':
      return { pending: -pending!.amount.amountMinor, posted: amount };
    case 'VOID_PENDING':
      return { pending: -pending!.amount.amountMinor, posted: 0n };
  }
}

function flagError(broken: 'DEBITS_EXCEED_CREDITS' | 'CREDITS_EXCEED_DEBITS'): AppError {
  return broken === 'DEBITS_EXCEED_CREDITS'
    ? new AppError('FAILED_PRECONDITION', 'Insufficient funds.', 'PAYMENT_INSUFFICIENT_FUNDS')
    : new AppError('FAILED_PRECONDITION', 'The account cannot be credited beyond its debits.', 'PAYMENT_LIMIT_EXCEEDED');
}

/**
 * Applies one command to the batch's state (decision 0021): a repeated key answers its first
 * result or a conflict; otherwise every rule is checked and either the command fails with its
 * reason and changes nothing, or the accounts advance and the two entries are returned.
 */
export function applyCommand(state: LedgerState, command: LedgerCommand, now: Date): AppliedCommand {
  const committed = state.transfers.get(command.id);
  if (committed) {
    if (sameRequest(committed, command)) return { replayed: true, transfer: committed };
    throw new AppError('ALREADY_EXISTS', 'This idempotency key was already used for a different transfer.', 'PAYMENT_IDEMPOTENCY_CONFLICT');
  }
  const transfer = transferFor(state, command, now);
  const pending = transfer.pendingId ? state.transfers.get(transfer.pendingId) : undefined;
  if (transfer.pendingId) {
    const resolvedBy = state.resolved.get(transfer.pendingId);
    if (resolvedBy === 'POST_PENDING') throw new AppError('FAILED_PRECONDITION', 'The pending transfer was already posted.', 'PAYMENT_PENDING_ALREADY_POSTED');
    if (resolvedBy === 'VOID_PENDING') throw new AppError('FAILED_PRECONDITION', 'The pending transfer was already voided.', 'PAYMENT_PENDING_ALREADY_VOIDED');
  }
  const [debit, credit] = checkShape(state, transfer, pending);
  const change = deltas(transfer, pending);
  const debitTotals: AccountTotals = {
    ...debit.totals,
    debitsPending: debit.totals.debitsPending + change.pending,
    debitsPosted: debit.totals.debitsPosted + change.posted,
  };
  const creditTotals: AccountTotals = {
    ...credit.totals,
    creditsPending: credit.totals.creditsPending + change.pending,
    creditsPosted: credit.totals.creditsPosted + change.posted,
  };
  const broken = brokenFlag(debitTotals, debit) ?? brokenFlag(creditTotals, credit);
  if (broken) throw flagError(broken);

  debit.totals = debitTotals;
  debit.seq += 1n;
  credit.totals = creditTotals;
  credit.seq += 1n;
  state.transfers.set(transfer.id, transfer);
  if (transfer.pendingId) state.resolved.set(transfer.pendingId, transfer.phase);
  const leg = (account: LedgerAccountState, side: 'D' | 'C'): LedgerEntry => ({
    accountId: account.id,
    seq: account.seq,
    transferId: transfer.id,
    side,
    pendingDelta: change.pending,
    postedDelta: change.posted,
    totals: account.totals,
  });
  return { replayed: false, transfer, entries: [leg(debit, 'D'), leg(credit, 'C')] };
}

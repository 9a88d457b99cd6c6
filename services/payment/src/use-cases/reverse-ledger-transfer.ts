import { AppError, validateInput } from '@helpwire/service-kit';
import type { ReverseTransferInput } from '../grpc/ledger-request-messages';
import { reverseTransferInput } from '../domain/ledger/ledger-inputs';
import type { LedgerOutcome } from '../domain/ledger/transfer';
import { findTransfer } from '../store/ledger-queries';
import type { LedgerDeps } from './deps';

/**
 * A correction: a new transfer that moves the posted amount of an earlier one back (kind REVERSAL,
 * reference = the corrected transfer). Transfers are never edited; the floors apply to it as to any.
 */
export async function reverseLedgerTransfer(deps: LedgerDeps, request: ReverseTransferInput): Promise<LedgerOutcome> {
  const input = validateInput(reverseTransferInput, request);
  const original = await findTransfer(deps.db, input.transferId);
  if (!original) throw AppError.notFound('Transfer not found.', 'PAYMENT_TRANSFER_NOT_FOUND');
  if (original.phase !== 'SINGLE' && original.phase !== 'POST_PENDING') {
    throw new AppError('FAILED_PRECONDITION', 'Only a posted transfer can be reversed; void a pending one instead.', 'PAYMENT_TRANSFER_NOT_REVERSIBLE');
  }
  return deps.ledger.submit({
    type: 'TRANSFER',
    id: input.id,
    debitAccountId: original.creditAccountId,
    creditAccountId: original.debitAccountId,
    amount: original.amount,
    kind: 'REVERSAL',
    reference: original.id,
    pending: false,
  });
}

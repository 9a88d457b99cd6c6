import { validateInput } from '@helpwire/service-kit';
import type { TransferInput } from '../grpc/ledger-request-messages';
import { transferInput } from '../domain/ledger/ledger-inputs';
import type { LedgerOutcome } from '../domain/ledger/transfer';
import type { LedgerDeps } from './deps';
import { amountFrom } from './ledger-amount';

/** A single-phase transfer, posted at once through the ledger's one write path. */
export async function postLedgerTransfer(deps: LedgerDeps, request: TransferInput): Promise<LedgerOutcome> {
  const input = validateInput(transferInput, request);
  return deps.ledger.submit({ type: 'TRANSFER', ...input, amount: amountFrom(request.amount), pending: false });
}

import type { ledger } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { transferInput } from '../ledger/ledger-inputs';
import type { PaymentDeps } from './deps';
import { amountFrom, transferToProto } from './ledger-wire';

/** A single-phase transfer, posted at once through the ledger's one write path. */
export async function postLedgerTransfer(deps: PaymentDeps, request: ledger.PostTransferRequest): Promise<ledger.PostTransferResponse> {
  const input = validateInput(transferInput, request);
  const outcome = await deps.ledger.submit({ type: 'TRANSFER', ...input, amount: amountFrom(request.amount), pending: false });
  return { transfer: transferToProto(outcome.transfer), replayed: outcome.replayed };
}

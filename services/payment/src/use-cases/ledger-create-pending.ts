import type { ledger } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { transferInput } from '../ledger/ledger-inputs';
import type { PaymentDeps } from './deps';
import { amountFrom, transferToProto } from './ledger-wire';

/** A pending transfer: reserves the amount on both accounts until it is posted or voided. */
export async function createLedgerPending(deps: PaymentDeps, request: ledger.CreatePendingRequest): Promise<ledger.CreatePendingResponse> {
  const input = validateInput(transferInput, request);
  const outcome = await deps.ledger.submit({ type: 'TRANSFER', ...input, amount: amountFrom(request.amount), pending: true });
  return { transfer: transferToProto(outcome.transfer), replayed: outcome.replayed };
}

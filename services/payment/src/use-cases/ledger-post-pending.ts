import type { ledger } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { resolvePendingInput } from '../ledger/ledger-inputs';
import type { PaymentDeps } from './deps';
import { amountFrom, transferToProto } from './ledger-wire';

/** Posts a pending transfer, for its whole amount or for less (the rest is released). */
export async function postLedgerPending(deps: PaymentDeps, request: ledger.PostPendingRequest): Promise<ledger.PostPendingResponse> {
  const input = validateInput(resolvePendingInput, request);
  const amount = request.amount ? amountFrom(request.amount) : null;
  const outcome = await deps.ledger.submit({ type: 'POST_PENDING', ...input, amount });
  return { transfer: transferToProto(outcome.transfer), replayed: outcome.replayed };
}

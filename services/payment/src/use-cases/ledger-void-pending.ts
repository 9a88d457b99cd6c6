import type { ledger } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { resolvePendingInput } from '../ledger/ledger-inputs';
import type { PaymentDeps } from './deps';
import { transferToProto } from './ledger-wire';

/** Voids a pending transfer: the whole reservation is released. */
export async function voidLedgerPending(deps: PaymentDeps, request: ledger.VoidPendingRequest): Promise<ledger.VoidPendingResponse> {
  const input = validateInput(resolvePendingInput, request);
  const outcome = await deps.ledger.submit({ type: 'VOID_PENDING', ...input });
  return { transfer: transferToProto(outcome.transfer), replayed: outcome.replayed };
}

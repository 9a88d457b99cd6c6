import { validateInput } from '@helpwire/service-kit';
import type { VoidPendingInput } from '../grpc/ledger-request-messages';
import { resolvePendingInput } from '../domain/ledger/ledger-inputs';
import type { LedgerOutcome } from '../domain/ledger/transfer';
import type { LedgerDeps } from './deps';

/** Voids a pending transfer: the whole reservation is released. */
export async function voidLedgerPending(deps: LedgerDeps, request: VoidPendingInput): Promise<LedgerOutcome> {
  const input = validateInput(resolvePendingInput, request);
  return deps.ledger.submit({ type: 'VOID_PENDING', ...input });
}

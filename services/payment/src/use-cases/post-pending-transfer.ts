import { validateInput } from '@helpwire/service-kit';
import type { PostPendingInput } from '../grpc/ledger-request-messages';
import { resolvePendingInput } from '../domain/ledger/ledger-inputs';
import type { LedgerOutcome } from '../domain/ledger/transfer';
import type { LedgerDeps } from './deps';
import { amountFrom } from './ledger-amount';

/** Posts a pending transfer, for its whole amount or for less (the rest is released). */
export async function postLedgerPending(deps: LedgerDeps, request: PostPendingInput): Promise<LedgerOutcome> {
  const input = validateInput(resolvePendingInput, request);
  const amount = request.amount ? amountFrom(request.amount) : null;
  return deps.ledger.submit({ type: 'POST_PENDING', ...input, amount });
}

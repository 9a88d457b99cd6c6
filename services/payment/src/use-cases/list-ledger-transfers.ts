import { AppError, pageMeta, pageWindow, validateInput, type PageMeta } from '@helpwire/service-kit';
import type { ListTransfersInput } from '../grpc/ledger-request-messages';
import { listTransfersInput } from '../domain/ledger/ledger-inputs';
import type { Transfer } from '../domain/ledger/transfer';
import { findAccounts } from '../store/ledger-accounts';
import { transfersOfAccount } from '../store/ledger-queries';
import type { LedgerDeps } from './deps';

/** The transfers that touch an account, newest first, paged like every list. */
export async function listLedgerTransfers(deps: LedgerDeps, request: ListTransfersInput): Promise<PageMeta & { transfers: Transfer[] }> {
  const input = validateInput(listTransfersInput, request);
  if ((await findAccounts(deps.db, [input.accountId])).length === 0) throw AppError.notFound('Ledger account not found.', 'PAYMENT_ACCOUNT_NOT_FOUND');
  const window = pageWindow(input);
  const { transfers, total } = await transfersOfAccount(deps.db, input.accountId, window);
  return { transfers, ...pageMeta(window, total) };
}

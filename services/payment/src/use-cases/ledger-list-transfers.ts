import type { ledger } from '@helpwire/proto';
import { AppError, pageMeta, pageWindow, validateInput } from '@helpwire/service-kit';
import { listTransfersInput } from '../ledger/ledger-inputs';
import { findAccounts } from '../store/ledger-accounts';
import { transfersOfAccount } from '../store/ledger-queries';
import type { PaymentDeps } from './deps';
import { transferToProto } from './ledger-wire';

/** The transfers that touch an account, newest first, paged like every list. */
export async function listLedgerTransfers(deps: PaymentDeps, request: ledger.ListTransfersRequest): Promise<ledger.ListTransfersResponse> {
  const input = validateInput(listTransfersInput, request);
  if ((await findAccounts(deps.db, [input.accountId])).length === 0) throw AppError.notFound('Ledger account not found.', 'PAYMENT_ACCOUNT_NOT_FOUND');
  const window = pageWindow(input);
  const { transfers, total } = await transfersOfAccount(deps.db, input.accountId, window);
  const meta = pageMeta(window, total);
  return { transfers: transfers.map(transferToProto), currentPage: meta.currentPage, lastPage: meta.lastPage, total: String(total) };
}

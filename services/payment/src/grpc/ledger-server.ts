import { ledger } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { toAccountBalanceMessage, toLedgerAccountMessage, toLedgerOutcomeMessage, toTransfersPageMessage } from './ledger-messages';
import { fromOpenAccountsRequest, fromTransferRequest } from './ledger-request-messages';
import type { LedgerDeps } from '../use-cases/deps';
import { createLedgerPending } from '../use-cases/create-pending-transfer';
import { getLedgerBalances } from '../use-cases/get-ledger-balances';
import { listLedgerTransfers } from '../use-cases/list-ledger-transfers';
import { openLedgerAccounts } from '../use-cases/open-ledger-accounts';
import { postLedgerPending } from '../use-cases/post-pending-transfer';
import { postLedgerTransfer } from '../use-cases/post-ledger-transfer';
import { reverseLedgerTransfer } from '../use-cases/reverse-ledger-transfer';
import { voidLedgerPending } from '../use-cases/void-pending-transfer';

export const ledgerServiceName = 'helpwire.payment.v1.LedgerService';

/**
 * The gRPC handlers of LedgerService (internal: no gateway route): each maps one call to one use
 * case, turning the request's enums into the names the use cases check (grpc/ledger-requests.ts)
 * and the results back into the wire's enums, Money and Timestamps (grpc/ledger-responses.ts).
 */
export function ledgerHandlers(deps: LedgerDeps): AsyncHandlers<ledger.LedgerServiceServer> {
  return {
    openAccounts: async (request) => ({ accounts: (await openLedgerAccounts(deps, fromOpenAccountsRequest(request))).accounts.map(toLedgerAccountMessage) }),
    postTransfer: async (request) => toLedgerOutcomeMessage(await postLedgerTransfer(deps, fromTransferRequest(request))),
    createPending: async (request) => toLedgerOutcomeMessage(await createLedgerPending(deps, fromTransferRequest(request))),
    postPending: async (request) => toLedgerOutcomeMessage(await postLedgerPending(deps, request)),
    voidPending: async (request) => toLedgerOutcomeMessage(await voidLedgerPending(deps, request)),
    reverseTransfer: async (request) => toLedgerOutcomeMessage(await reverseLedgerTransfer(deps, request)),
    getBalances: async (request) => ({ balances: (await getLedgerBalances(deps, request)).balances.map(toAccountBalanceMessage) }),
    listTransfers: async (request) => toTransfersPageMessage(await listLedgerTransfers(deps, request)),
  };
}

export const ledgerServiceDefinition = ledger.LedgerServiceService;

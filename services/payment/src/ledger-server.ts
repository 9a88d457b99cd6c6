import { ledger } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { fromProto } from './grpc/ledger-requests';
import { toProto } from './grpc/ledger-responses';
import type { LedgerDeps } from './use-cases/deps';
import { createLedgerPending } from './use-cases/ledger-create-pending';
import { getLedgerBalances } from './use-cases/ledger-get-balances';
import { listLedgerTransfers } from './use-cases/ledger-list-transfers';
import { openLedgerAccounts } from './use-cases/ledger-open-accounts';
import { postLedgerPending } from './use-cases/ledger-post-pending';
import { postLedgerTransfer } from './use-cases/ledger-post-transfer';
import { reverseLedgerTransfer } from './use-cases/ledger-reverse-transfer';
import { voidLedgerPending } from './use-cases/ledger-void-pending';

export const ledgerServiceName = 'helpwire.payment.v1.LedgerService';

/**
 * The gRPC handlers of LedgerService (internal: no gateway route): each maps one call to one use
 * case, turning the request's enums into the names the use cases check (grpc/ledger-requests.ts)
 * and the results back into the wire's enums, Money and Timestamps (grpc/ledger-responses.ts).
 */
export function ledgerHandlers(deps: LedgerDeps): AsyncHandlers<ledger.LedgerServiceServer> {
  return {
    openAccounts: async (request) => ({ accounts: (await openLedgerAccounts(deps, fromProto.openAccounts(request))).accounts.map(toProto.account) }),
    postTransfer: async (request) => toProto.outcome(await postLedgerTransfer(deps, fromProto.transfer(request))),
    createPending: async (request) => toProto.outcome(await createLedgerPending(deps, fromProto.transfer(request))),
    postPending: async (request) => toProto.outcome(await postLedgerPending(deps, request)),
    voidPending: async (request) => toProto.outcome(await voidLedgerPending(deps, request)),
    reverseTransfer: async (request) => toProto.outcome(await reverseLedgerTransfer(deps, request)),
    getBalances: async (request) => ({ balances: (await getLedgerBalances(deps, request)).balances.map(toProto.balance) }),
    listTransfers: async (request) => toProto.transfersPage(await listLedgerTransfers(deps, request)),
  };
}

export const ledgerServiceDefinition = ledger.LedgerServiceService;

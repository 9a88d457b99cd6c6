import { ledger } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { PaymentDeps } from './use-cases/deps';
import { createLedgerPending } from './use-cases/ledger-create-pending';
import { getLedgerBalances } from './use-cases/ledger-get-balances';
import { listLedgerTransfers } from './use-cases/ledger-list-transfers';
import { openLedgerAccounts } from './use-cases/ledger-open-accounts';
import { postLedgerPending } from './use-cases/ledger-post-pending';
import { postLedgerTransfer } from './use-cases/ledger-post-transfer';
import { reverseLedgerTransfer } from './use-cases/ledger-reverse-transfer';
import { voidLedgerPending } from './use-cases/ledger-void-pending';

export const ledgerServiceName = 'helpwire.payment.v1.LedgerService';

/** The gRPC handlers of LedgerService (internal: no gateway route): each maps one call to one use case. */
export function ledgerHandlers(deps: PaymentDeps): AsyncHandlers<ledger.LedgerServiceServer> {
  return {
    openAccounts: (request) => openLedgerAccounts(deps, request),
    postTransfer: (request) => postLedgerTransfer(deps, request),
    createPending: (request) => createLedgerPending(deps, request),
    postPending: (request) => postLedgerPending(deps, request),
    voidPending: (request) => voidLedgerPending(deps, request),
    reverseTransfer: (request) => reverseLedgerTransfer(deps, request),
    getBalances: (request) => getLedgerBalances(deps, request),
    listTransfers: (request) => listLedgerTransfers(deps, request),
  };
}

export const ledgerServiceDefinition = ledger.LedgerServiceService;

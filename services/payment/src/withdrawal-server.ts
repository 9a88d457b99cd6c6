import { withdrawal } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { addBankDetails } from './use-cases/bank-details-add';
import { getBankDetails } from './use-cases/bank-details-get';
import { updateBankDetails } from './use-cases/bank-details-update';
import type { WithdrawalDeps } from './use-cases/deps';
import { approveWithdrawal } from './use-cases/withdrawal-approve';
import { createWithdrawal } from './use-cases/withdrawal-create';
import { getWithdrawal } from './use-cases/withdrawal-get';
import { listOpenWithdrawals, listWithdrawals } from './use-cases/withdrawal-list';
import { rejectWithdrawal } from './use-cases/withdrawal-reject';
import { reviewWithdrawal } from './use-cases/withdrawal-review';
import { getWallet } from './use-cases/withdrawal-wallet';

export const withdrawalServiceName = 'helpwire.payment.v1.WithdrawalService';

/** The gRPC handlers of WithdrawalService: each maps one call to one use case. */
export function withdrawalHandlers(deps: WithdrawalDeps): AsyncHandlers<withdrawal.WithdrawalServiceServer> {
  return {
    getBankDetails: (_request, ctx) => getBankDetails(deps, ctx),
    addBankDetails: (request, ctx) => addBankDetails(deps, request, ctx),
    updateBankDetails: (request, ctx) => updateBankDetails(deps, request, ctx),
    getWallet: (_request, ctx) => getWallet(deps, ctx),
    createWithdrawal: (request, ctx) => createWithdrawal(deps, request, ctx),
    listWithdrawals: (request, ctx) => listWithdrawals(deps, request, ctx),
    getWithdrawal: (request, ctx) => getWithdrawal(deps, request, ctx),
    listOpenWithdrawals: (request, ctx) => listOpenWithdrawals(deps, request, ctx),
    reviewWithdrawal: (request, ctx) => reviewWithdrawal(deps, request, ctx),
    approveWithdrawal: (request, ctx) => approveWithdrawal(deps, request, ctx),
    rejectWithdrawal: (request, ctx) => rejectWithdrawal(deps, request, ctx),
  };
}

export const withdrawalServiceDefinition = withdrawal.WithdrawalServiceService;

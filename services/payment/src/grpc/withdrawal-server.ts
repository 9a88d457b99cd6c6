import { withdrawal } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { addBankDetails } from '../use-cases/add-bank-details';
import { getBankDetails } from '../use-cases/get-bank-details';
import { updateBankDetails } from '../use-cases/update-bank-details';
import type { WithdrawalDeps } from '../use-cases/deps';
import { approveWithdrawal } from '../use-cases/approve-withdrawal';
import { createWithdrawal } from '../use-cases/create-withdrawal';
import { getWithdrawal } from '../use-cases/get-withdrawal';
import { listOpenWithdrawals, listWithdrawals } from '../use-cases/list-withdrawals';
import { rejectWithdrawal } from '../use-cases/reject-withdrawal';
import { reviewWithdrawal } from '../use-cases/review-withdrawal';
import { getWallet } from '../use-cases/get-wallet';
import { exportPayoutBatch } from '../use-cases/export-payout-batch';
import { revealBankDetails } from '../use-cases/reveal-bank-details';
import { getWithdrawalReview } from '../use-cases/get-withdrawal-review';

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
    getWithdrawalReview: (request, ctx) => getWithdrawalReview(deps, request, ctx),
    revealBankDetails: (request, ctx) => revealBankDetails(deps, request, ctx),
    exportPayoutBatch: (request, ctx) => exportPayoutBatch(deps, request, ctx),
  };
}

export const withdrawalServiceDefinition = withdrawal.WithdrawalServiceService;

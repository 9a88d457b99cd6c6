import { PAYOUT_HISTORY_LIMIT } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { Money, requireRole, type CallContext } from '@helpwire/service-kit';
import { toBankDetailsMessage } from '../grpc/bank-details-messages';
import { toWithdrawalMessage } from '../grpc/withdrawal-messages';
import { findBankDetails } from '../store/bank-details-store';
import { paidOutMinor } from '../store/payout-queries';
import { withdrawalsOf } from '../store/withdrawal-store';
import type { WithdrawalDeps } from './deps';
import { helperWallet } from './get-wallet';
import { existingWithdrawal } from './get-withdrawal';

/**
 * GET /admin/withdrawals/get (the console's withdrawals page, decision 0070): one withdrawal with its
 * helper's balance, bank details (masked: the account number's last 4 digits) and their last
 * withdrawals. What the helper earned is what the ledger ever gave them net of refunds: what they hold
 * (available, pending, in withdrawal) plus what was paid out, since a payout is the only other way
 * money leaves a helper's accounts. Admins only; a read, not an audited action.
 */
export async function getWithdrawalReview(
  deps: WithdrawalDeps,
  request: withdrawal.GetWithdrawalReviewRequest,
  ctx: CallContext,
): Promise<withdrawal.GetWithdrawalReviewResponse> {
  requireRole(ctx, 'ADMIN');
  const row = await existingWithdrawal(deps, request.id);
  const [stored, wallet, paidOut, history] = await Promise.all([
    findBankDetails(deps.db, row.helperId),
    helperWallet(deps, row.helperId),
    paidOutMinor(deps.db, row.helperId),
    withdrawalsOf(deps.db, row.helperId, undefined, { limit: PAYOUT_HISTORY_LIMIT, offset: 0 }),
  ]);
  const withdrawn = Money.of(paidOut, row.currency);
  const earned = wallet.available.plus(wallet.pending).plus(wallet.inWithdrawal).plus(withdrawn);
  return {
    withdrawal: toWithdrawalMessage(row),
    bankDetails: stored ? toBankDetailsMessage(deps.bankCipher.open(row.helperId, stored.sealed), stored.updatedAt) : undefined,
    wallet: {
      available: wallet.available.toProto(),
      pending: wallet.pending.toProto(),
      inWithdrawal: wallet.inWithdrawal.toProto(),
      earned: earned.toProto(),
      withdrawn: withdrawn.toProto(),
    },
    history: history.rows.map(toWithdrawalMessage),
  };
}

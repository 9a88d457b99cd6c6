import { PayoutReviewTexts, revealBankDetailsBody } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { actorOf, AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { emitAdminAction } from '../events/admin-action-events';
import { findBankDetails } from '../store/bank-details-store';
import type { WithdrawalDeps } from './deps';
import { existingWithdrawal } from './get-withdrawal';

export const noBankDetails = () => AppError.notFound(PayoutReviewTexts.noBankDetails, 'PAYMENT_BANK_DETAILS_NOT_FOUND');

/**
 * POST /admin/withdrawals/reveal-bank-details (decision 0070): the full bank details behind a
 * withdrawal, for an admin who writes why. Every reveal is withdrawal.bank_details.reveal in the
 * audit log with that reason (its transaction commits before the details are answered: no entry, no
 * details). Admins only.
 */
export async function revealBankDetails(
  deps: WithdrawalDeps,
  request: withdrawal.RevealBankDetailsRequest,
  ctx: CallContext,
): Promise<withdrawal.RevealBankDetailsResponse> {
  requireRole(ctx, 'ADMIN');
  const { id, reason } = validateInput(revealBankDetailsBody, request);
  const row = await existingWithdrawal(deps, id);
  const stored = await findBankDetails(deps.db, row.helperId);
  if (!stored) throw noBankDetails();
  const fields = deps.bankCipher.open(row.helperId, stored.sealed);
  await deps.db.transaction((tx) =>
    emitAdminAction(tx, actorOf(ctx), {
      action: 'withdrawal.bank_details.reveal',
      objectId: row.id,
      after: { helperId: row.helperId, status: row.status, accountNumberLast4: fields.accountNumber.slice(-4) },
      reason,
    }),
  );
  return { details: { ...fields, updatedAt: stored.updatedAt } };
}

import type { withdrawal } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { toBankDetailsMessage } from '../grpc/bank-details-messages';
import { findBankDetails } from '../store/bank-details-store';
import type { WithdrawalDeps } from './deps';

/** GET /helpers/account-details: the helper's own bank details (account number masked), if saved. */
export async function getBankDetails(deps: WithdrawalDeps, ctx: CallContext): Promise<withdrawal.GetBankDetailsResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  const row = await findBankDetails(deps.db, userId);
  return { details: row ? toBankDetailsMessage(deps.bankCipher.open(userId, row.sealed), row.updatedAt) : undefined };
}

import { WithdrawalTexts } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { toBankDetailsMessage } from '../grpc/bank-details-messages';
import { replaceBankDetails } from '../store/bank-details-store';
import { bankDetailsInput, sealBankDetails } from './save-bank-details';
import type { WithdrawalDeps } from './deps';

/** PUT|POST /helpers/account-details/update: replaces every field; "Failed to update payment information" when there is nothing to update. */
export async function updateBankDetails(
  deps: WithdrawalDeps,
  request: withdrawal.UpdateBankDetailsRequest,
  ctx: CallContext,
): Promise<withdrawal.UpdateBankDetailsResponse> {
  const { helperId, fields } = bankDetailsInput(request, ctx);
  const row = await replaceBankDetails(deps.db, helperId, sealBankDetails(deps, helperId, fields));
  if (!row) throw AppError.notFound(WithdrawalTexts.failedToUpdatePaymentInformation, 'PAYMENT_BANK_DETAILS_NOT_FOUND');
  return { details: toBankDetailsMessage(fields, row.updatedAt) };
}

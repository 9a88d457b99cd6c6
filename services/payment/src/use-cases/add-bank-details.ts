import { WithdrawalTexts } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { toBankDetailsMessage } from '../grpc/bank-details-messages';
import { insertBankDetails } from '../store/bank-details-store';
import { bankDetailsInput, sealBankDetails } from './save-bank-details';
import type { WithdrawalDeps } from './deps';

/** POST /helpers/account-details/add: the helper's first bank details; existing ones are updated instead. */
export async function addBankDetails(
  deps: WithdrawalDeps,
  request: withdrawal.AddBankDetailsRequest,
  ctx: CallContext,
): Promise<withdrawal.AddBankDetailsResponse> {
  const { helperId, fields } = bankDetailsInput(request, ctx);
  const row = await insertBankDetails(deps.db, helperId, sealBankDetails(deps, helperId, fields));
  if (!row) throw new AppError('ALREADY_EXISTS', WithdrawalTexts.paymentInformationExists, 'PAYMENT_BANK_DETAILS_EXIST');
  return { details: toBankDetailsMessage(fields, row.updatedAt) };
}

import { bankDetailsBody } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import type { BankDetailsFields } from '../adapters/bank-details/bank-details-cipher';
import type { WithdrawalDeps } from './deps';

/** The helper saving bank details and the fields checked by spec §5's rules (the gateway's own). */
export function bankDetailsInput(request: { details?: withdrawal.BankDetailsInput }, ctx: CallContext): { helperId: string; fields: BankDetailsFields } {
  const { userId } = requireRole(ctx, 'HELPER');
  return { helperId: userId, fields: validateInput(bankDetailsBody, request.details ?? {}) };
}

/** The fields sealed for the helper's row. */
export function sealBankDetails(deps: WithdrawalDeps, helperId: string, fields: BankDetailsFields): string {
  return deps.bankCipher.seal(helperId, fields);
}

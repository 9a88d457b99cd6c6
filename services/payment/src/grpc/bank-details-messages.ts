import type { withdrawal } from '@helpwire/proto';
import type { BankDetailsFields } from '../adapters/bank-details/bank-details-cipher';

/** Bank details as answered: everything but the account number, of which only the last 4 digits. */
export function toBankDetailsMessage(fields: BankDetailsFields, updatedAt: Date): withdrawal.BankDetails {
  const { accountNumber, ...shown } = fields;
  return { ...shown, accountNumberLast4: accountNumber.slice(-4), updatedAt };
}

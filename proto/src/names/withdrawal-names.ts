import { PayoutMethod, WithdrawalStatus } from '../gen/helpwire/payment/v1/withdrawal';
import { enumNames } from './enum-names';

/** A withdrawal's status as REST, the database and the web name it (spec §3). */
export const withdrawalStatusNames = enumNames(WithdrawalStatus.WITHDRAWAL_STATUS_UNSPECIFIED, {
  PENDING: WithdrawalStatus.WITHDRAWAL_STATUS_PENDING,
  IN_REVIEW: WithdrawalStatus.WITHDRAWAL_STATUS_IN_REVIEW,
  SUCCESS: WithdrawalStatus.WITHDRAWAL_STATUS_SUCCESS,
  REJECTED: WithdrawalStatus.WITHDRAWAL_STATUS_REJECTED,
});

export const payoutMethodNames = enumNames(PayoutMethod.PAYOUT_METHOD_UNSPECIFIED, {
  MANUAL_BANK_TRANSFER: PayoutMethod.PAYOUT_METHOD_MANUAL_BANK_TRANSFER,
});

/** Reason codes of the helper's bank details and withdrawals (payment service; decision 0032). */
export const WITHDRAWAL_ERROR_CODES = [
  /** Update asked for, but the helper has no bank details yet ("Failed to update payment information"); or an admin's reveal of none. */
  'PAYMENT_BANK_DETAILS_NOT_FOUND',
  /** Add asked for, but the helper's bank details exist (update them instead). */
  'PAYMENT_BANK_DETAILS_EXIST',
  /** A withdrawal needs saved bank details. */
  'PAYMENT_BANK_DETAILS_REQUIRED',
  /** No such withdrawal of the caller's ("Withdraw Request Not found."). */
  'PAYMENT_WITHDRAWAL_NOT_FOUND',
  /** The amount is more than the helper's available balance (the ledger's floor). */
  'PAYMENT_WITHDRAWAL_EXCEEDS_AVAILABLE',
  /** The request id already made a different withdrawal. */
  'PAYMENT_WITHDRAWAL_REQUEST_REUSED',
  /** Approve after a reject, or the other way round. */
  'PAYMENT_WITHDRAWAL_ALREADY_DECIDED',
  /** The bank's CSV asked for, but no withdrawal is approved for payment (IN_REVIEW with bank details). */
  'PAYMENT_NOTHING_TO_EXPORT',
] as const;

export type WithdrawalErrorCode = (typeof WITHDRAWAL_ERROR_CODES)[number];

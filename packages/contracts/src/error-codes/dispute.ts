/** Reason codes of disputes (the payment service keeps them; issue 13). */
export const DISPUTE_ERROR_CODES = [
  /** No dispute with this id that the caller may read. */
  'DISPUTE_NOT_FOUND',
  /** The call is not a charged call of the caller's. */
  'DISPUTE_CALL_NOT_DISPUTABLE',
  /** A resolution the opening side may not ask for (a user asking to warn or ban, or to compensate the helper). */
  'DISPUTE_RESOLUTION_NOT_REQUESTABLE',
  /** The call already has a dispute that is not resolved. */
  'DISPUTE_ALREADY_OPEN',
  'DISPUTE_ALREADY_RESOLVED',
  /** A refund or compensation without an amount. */
  'DISPUTE_AMOUNT_REQUIRED',
  /** An amount with a resolution that moves no money. */
  'DISPUTE_AMOUNT_NOT_ALLOWED',
  /** A refund above the call's price (less what was already refunded). */
  'DISPUTE_REFUND_TOO_LARGE',
  /** A compensation above the call's price. */
  'DISPUTE_COMPENSATION_TOO_LARGE',
  /** The ledger refused the compensation (the platform's balance); the decision was not kept. */
  'DISPUTE_COMPENSATION_NOT_PAYABLE',
  /** The attachment is not a DISPUTE file the caller uploaded. */
  'DISPUTE_ATTACHMENT_NOT_USABLE',
] as const;

export type DisputeErrorCode = (typeof DISPUTE_ERROR_CODES)[number];

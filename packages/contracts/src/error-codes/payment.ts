/** Reason codes of the payment service (the ledger's: docs/decisions/0021-ledger.md). */
export const PAYMENT_ERROR_CODES = [
  'PAYMENT_NO_DEFAULT_CARD',
  // cards (the setup flow, both providers)
  'PAYMENT_CARD_NOT_FOUND',
  'PAYMENT_CARD_DECLINED',
  'PAYMENT_CARD_EXPIRED',
  'PAYMENT_CARD_BAD_CVC',
  'PAYMENT_CARD_BAD_NUMBER',
  'PAYMENT_NOT_TEST_CARD',
  'PAYMENT_AUTHENTICATION_REQUIRED',
  'PAYMENT_AUTHENTICATION_FAILED',
  'PAYMENT_SETUP_INTENT_NOT_FOUND',
  'PAYMENT_SETUP_NOT_COMPLETE',
  'PAYMENT_SANDBOX_ONLY',
  'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  // charges (holds, captures, refunds)
  'PAYMENT_INTENT_NOT_FOUND',
  'PAYMENT_INTENT_INVALID_STATE',
  /** AuthorizeCall resumed (after a 3-D Secure step) for a call id whose hold was never asked for by this user. */
  'PAYMENT_CALL_HOLD_NOT_FOUND',
  // the ledger
  /** An idempotency key already committed with a different request. */
  'PAYMENT_IDEMPOTENCY_CONFLICT',
  /** A debit would take an account with debits_must_not_exceed_credits below 0 (a floor). */
  'PAYMENT_INSUFFICIENT_FUNDS',
  /** A credit would take an account with credits_must_not_exceed_debits beyond its debits. */
  'PAYMENT_LIMIT_EXCEEDED',
  'PAYMENT_ACCOUNT_NOT_FOUND',
  'PAYMENT_ACCOUNTS_MUST_DIFFER',
  'PAYMENT_CURRENCY_MISMATCH',
  'PAYMENT_AMOUNT_INVALID',
  'PAYMENT_TRANSFER_KIND_INVALID',
  'PAYMENT_TRANSFER_NOT_FOUND',
  'PAYMENT_PENDING_NOT_FOUND',
  'PAYMENT_PENDING_ALREADY_POSTED',
  'PAYMENT_PENDING_ALREADY_VOIDED',
  /** A pending transfer posted for more than it reserved. */
  'PAYMENT_POST_EXCEEDS_PENDING',
  /** Only a posted transfer (single-phase or a posted pending) can be reversed. */
  'PAYMENT_TRANSFER_NOT_REVERSIBLE',
  'PAYMENT_OWNER_INVALID',
  // The tab (decision 0031): "pay now" was refused by the card.
  'PAYMENT_TAB_CHARGE_FAILED',
  // storage subscriptions (decision 0085)
  'PAYMENT_PLAN_NOT_FOUND',
  'PAYMENT_PLAN_UNCHANGED',
  /** A paid plan chosen without a default card to charge. */
  'PAYMENT_SUBSCRIPTION_NO_CARD',
  'PAYMENT_SUBSCRIPTION_NOT_FOUND',
  'PAYMENT_SUBSCRIPTION_NOTHING_TO_RESUME',
  /** A plan change while the last renewal is unpaid (dunning). */
  'PAYMENT_SUBSCRIPTION_PAST_DUE',
  'PAYMENT_INVOICE_NOT_FOUND',
  'PAYMENT_INVOICE_NOT_REFUNDABLE',
  /** ConfirmPlanPayment for an invoice whose payment is not waiting for the cardholder. */
  'PAYMENT_INVOICE_NOT_AWAITING_ACTION',
] as const;

export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

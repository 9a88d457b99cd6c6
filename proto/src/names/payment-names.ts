import { PaymentProvider, SetupStatus } from '../gen/helpwire/payment/v1/payment';
import { PayBy, TransactionStatus, TransactionType } from '../gen/helpwire/payment/v1/charge';
import { LedgerAccountKind, LedgerOwnerType, TransferKind, TransferPhase } from '../gen/helpwire/payment/v1/ledger';
import { enumNames } from './enum-names';

/** The payment domain's enums and the names of their values in REST, the database and the web apps. */
export const paymentProviderNames = enumNames(PaymentProvider.PAYMENT_PROVIDER_UNSPECIFIED, {
  sandbox: PaymentProvider.PAYMENT_PROVIDER_SANDBOX,
  stripe: PaymentProvider.PAYMENT_PROVIDER_STRIPE,
});

export const setupStatusNames = enumNames(SetupStatus.SETUP_STATUS_UNSPECIFIED, {
  succeeded: SetupStatus.SETUP_STATUS_SUCCEEDED,
  requires_action: SetupStatus.SETUP_STATUS_REQUIRES_ACTION,
});

// ---- The ledger (decision 0021): the names are those of its tables and domain rules. ----

export const ledgerOwnerTypeNames = enumNames(LedgerOwnerType.LEDGER_OWNER_TYPE_UNSPECIFIED, {
  USER: LedgerOwnerType.LEDGER_OWNER_TYPE_USER,
  HELPER: LedgerOwnerType.LEDGER_OWNER_TYPE_HELPER,
  PLATFORM: LedgerOwnerType.LEDGER_OWNER_TYPE_PLATFORM,
});

export const ledgerAccountKindNames = enumNames(LedgerAccountKind.LEDGER_ACCOUNT_KIND_UNSPECIFIED, {
  USER_CARD_CLEARING: LedgerAccountKind.LEDGER_ACCOUNT_KIND_USER_CARD_CLEARING,
  HELPER_EARNINGS_PENDING: LedgerAccountKind.LEDGER_ACCOUNT_KIND_HELPER_EARNINGS_PENDING,
  HELPER_EARNINGS_AVAILABLE: LedgerAccountKind.LEDGER_ACCOUNT_KIND_HELPER_EARNINGS_AVAILABLE,
  HELPER_WITHDRAWAL_HOLD: LedgerAccountKind.LEDGER_ACCOUNT_KIND_HELPER_WITHDRAWAL_HOLD,
  PLATFORM_REVENUE: LedgerAccountKind.LEDGER_ACCOUNT_KIND_PLATFORM_REVENUE,
  PLATFORM_FEES: LedgerAccountKind.LEDGER_ACCOUNT_KIND_PLATFORM_FEES,
  USER_TAB: LedgerAccountKind.LEDGER_ACCOUNT_KIND_USER_TAB,
  PLATFORM_PAYOUTS: LedgerAccountKind.LEDGER_ACCOUNT_KIND_PLATFORM_PAYOUTS,
});

/** Later money features add kinds: a new TransferKind value needs its name here (payment-names.test.ts fails otherwise). */
export const transferKindNames = enumNames(TransferKind.TRANSFER_KIND_UNSPECIFIED, {
  CALL_CHARGE: TransferKind.TRANSFER_KIND_CALL_CHARGE,
  CALL_EARNING: TransferKind.TRANSFER_KIND_CALL_EARNING,
  COMMISSION: TransferKind.TRANSFER_KIND_COMMISSION,
  PROCESSOR_FEE: TransferKind.TRANSFER_KIND_PROCESSOR_FEE,
  EARNINGS_RELEASE: TransferKind.TRANSFER_KIND_EARNINGS_RELEASE,
  WITHDRAWAL: TransferKind.TRANSFER_KIND_WITHDRAWAL,
  REVERSAL: TransferKind.TRANSFER_KIND_REVERSAL,
  ADJUSTMENT: TransferKind.TRANSFER_KIND_ADJUSTMENT,
  TAB_CHARGE: TransferKind.TRANSFER_KIND_TAB_CHARGE,
  PAYOUT: TransferKind.TRANSFER_KIND_PAYOUT,
  REFUND: TransferKind.TRANSFER_KIND_REFUND,
  COMPENSATION: TransferKind.TRANSFER_KIND_COMPENSATION,
  SUBSCRIPTION: TransferKind.TRANSFER_KIND_SUBSCRIPTION,
});

export const transferPhaseNames = enumNames(TransferPhase.TRANSFER_PHASE_UNSPECIFIED, {
  SINGLE: TransferPhase.TRANSFER_PHASE_SINGLE,
  PENDING: TransferPhase.TRANSFER_PHASE_PENDING,
  POST_PENDING: TransferPhase.TRANSFER_PHASE_POST_PENDING,
  VOID_PENDING: TransferPhase.TRANSFER_PHASE_VOID_PENDING,
});

// ---- Charges (decision 0031): a transaction's type, how it was paid, its status. ----

export const transactionTypeNames = enumNames(TransactionType.TRANSACTION_TYPE_UNSPECIFIED, {
  CALL: TransactionType.TRANSACTION_TYPE_CALL,
  TAB: TransactionType.TRANSACTION_TYPE_TAB,
});

export const payByNames = enumNames(PayBy.PAY_BY_UNSPECIFIED, {
  CARD: PayBy.PAY_BY_CARD,
  TAB: PayBy.PAY_BY_TAB,
  EARNING: PayBy.PAY_BY_EARNING,
});

export const transactionStatusNames = enumNames(TransactionStatus.TRANSACTION_STATUS_UNSPECIFIED, {
  PENDING: TransactionStatus.TRANSACTION_STATUS_PENDING,
  SUCCESS: TransactionStatus.TRANSACTION_STATUS_SUCCESS,
  FAILED: TransactionStatus.TRANSACTION_STATUS_FAILED,
  IN_REVIEW: TransactionStatus.TRANSACTION_STATUS_IN_REVIEW,
  RESOLVED: TransactionStatus.TRANSACTION_STATUS_RESOLVED,
});

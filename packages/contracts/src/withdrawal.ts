import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * The helper's bank details and withdrawals (spec §3 "Helper payment information" and "Withdrawal
 * request", §5 rules, §7 routes, §8 texts, §9 limits; decision 0032 for the money). Amounts on the
 * wire are integer cents (`*Cents`); a request's amount is dollars as text or a number with at most
 * two decimals, read digit by digit into cents (never through a float).
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec §9)

export const WITHDRAWAL_MIN_CENTS = 100;
/** A sanity bound far above any wallet: keeps every amount a safe integer of cents. */
export const WITHDRAWAL_MAX_CENTS = 100_000_000;
export const ACCOUNT_NUMBER_PATTERN = /^\d{8,16}$/;
export const ROUTING_NUMBER_PATTERN = /^\d{9}$/;
export const SWIFT_CODE_PATTERN = /^[A-Za-z0-9]{11}$/;
export const BANK_TEXT_MAX_LENGTH = 100;
export const SPECIAL_INSTRUCTION_MAX_LENGTH = 500;
/** Earnings stay pending this long after a call (the dispute window): only then can they be withdrawn. */
export const EARNINGS_HOLD_HOURS = 72;

export const WITHDRAWAL_STATUSES = ['PENDING', 'IN_REVIEW', 'SUCCESS', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const PAYOUT_METHODS = ['MANUAL_BANK_TRANSFER'] as const;

// ---------------------------------------------------------------------------------------------------------
// Texts: those the spec quotes are verbatim.

export const WithdrawalTexts = {
  // verbatim from the spec (§5, §8)
  failedToUpdatePaymentInformation: 'Failed to update payment information',
  withdrawRequestNotFound: 'Withdraw Request Not found.',
  payoutHistoryNotFound: 'Payout History Not found',
  swiftCodeFormat: 'Invalid SWIFT Code format',
  // success toasts (spec §8 "payment information added or updated", "request created")
  paymentInformationAdded: 'Payment information added successfully',
  paymentInformationUpdated: 'Payment information updated successfully',
  withdrawalCreated: 'Withdraw request created successfully',
  withdrawalApproved: 'Withdraw request approved',
  withdrawalRejected: 'Withdraw request rejected',
  withdrawalInReview: 'Withdraw request is in review',
  // bank details validation (spec §5)
  titleRequired: 'Title is required',
  accountNameTooLong: `Account name must be at most ${BANK_TEXT_MAX_LENGTH} characters`,
  accountNumberRequired: 'Account number is required',
  accountNumberFormat: 'Account number must be 8 to 16 digits',
  bankNameRequired: 'Bank name is required',
  branchNameRequired: 'Branch name is required',
  routingNumberRequired: 'Routing number is required',
  routingNumberFormat: 'Routing number must be exactly 9 digits',
  swiftCodeRequired: 'Swift code is required',
  countryRequired: 'Country is required',
  textTooLong: `At most ${BANK_TEXT_MAX_LENGTH} characters`,
  // bank details state
  paymentInformationExists: 'Payment information is already added. Update it instead.',
  bankDetailsRequired: 'Please add your payment information before requesting a withdrawal.',
  // withdrawal validation (spec §5)
  amountRequired: 'Amount is required',
  amountFormat: 'Amount must be a number with at most 2 decimal places',
  amountMinimum: 'Amount must be at least 1',
  amountTooLarge: 'Amount is too large',
  instructionRequired: 'Special instruction is required',
  instructionTooLong: `Special instruction must be at most ${SPECIAL_INSTRUCTION_MAX_LENGTH} characters`,
  requestIdInvalid: 'Request id must be a uuid',
  // withdrawal state
  amountExceedsAvailable: 'The amount is more than your available balance.',
  requestIdReused: 'This request id was already used for another withdrawal.',
  alreadyDecided: 'This withdraw request was already decided.',
  transactionIdRequired: 'Transaction id is required',
  withdrawalIdRequired: 'Withdraw request id is required',
  reasonTooLong: `Reason must be at most ${SPECIAL_INSTRUCTION_MAX_LENGTH} characters`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Bank details

const required = (message: string, max = BANK_TEXT_MAX_LENGTH) => z.string({ error: message }).trim().min(1, message).max(max, WithdrawalTexts.textTooLong);
/** Digits only, spaces and dashes people type between groups ignored. */
const digits = (requiredText: string, pattern: RegExp, formatText: string) =>
  z
    .string({ error: requiredText })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, requiredText))
    .pipe(z.string().regex(pattern, formatText));

/** POST /helpers/account-details/add and PUT|POST /helpers/account-details/update: every field (spec §5). */
export const bankDetailsBody = z.object({
  title: required(WithdrawalTexts.titleRequired),
  accountName: z.string().trim().max(BANK_TEXT_MAX_LENGTH, WithdrawalTexts.accountNameTooLong).optional().default(''),
  accountNumber: digits(WithdrawalTexts.accountNumberRequired, ACCOUNT_NUMBER_PATTERN, WithdrawalTexts.accountNumberFormat),
  bankName: required(WithdrawalTexts.bankNameRequired),
  branchName: required(WithdrawalTexts.branchNameRequired),
  routingNumber: digits(WithdrawalTexts.routingNumberRequired, ROUTING_NUMBER_PATTERN, WithdrawalTexts.routingNumberFormat),
  swiftCode: z
    .string({ error: WithdrawalTexts.swiftCodeRequired })
    .trim()
    .min(1, WithdrawalTexts.swiftCodeRequired)
    .pipe(z.string().regex(SWIFT_CODE_PATTERN, WithdrawalTexts.swiftCodeFormat))
    .transform((value) => value.toUpperCase()),
  country: required(WithdrawalTexts.countryRequired),
});
export type BankDetailsInput = z.input<typeof bankDetailsBody>;

/** Bank details as every route answers them: the account number only masked. */
export const bankDetailsSchema = z.object({
  title: z.string(),
  accountName: z.string(),
  accountNumberMasked: z.string().describe('"****" and the last 4 digits'),
  bankName: z.string(),
  branchName: z.string(),
  routingNumber: z.string(),
  swiftCode: z.string(),
  country: z.string(),
  updatedAt: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** GET /helpers/account-details: null until added. */
export const bankDetailsAnswerSchema = bankDetailsSchema.nullable();

// ---------------------------------------------------------------------------------------------------------
// Amounts

/** Dollars with at most two decimals ("25", "25.5", 25.75) → integer cents, from the text's digits. */
export function dollarsToCents(value: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const amountDollars = z
  .union([z.string(), z.number()], { error: WithdrawalTexts.amountRequired })
  .transform((value) => String(value))
  .pipe(z.string().trim().min(1, WithdrawalTexts.amountRequired))
  .transform((value, ctx) => {
    const cents = dollarsToCents(value);
    if (cents === undefined) {
      ctx.addIssue({ code: 'custom', message: WithdrawalTexts.amountFormat });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(z.number().min(WITHDRAWAL_MIN_CENTS, WithdrawalTexts.amountMinimum).max(WITHDRAWAL_MAX_CENTS, WithdrawalTexts.amountTooLarge));

// ---------------------------------------------------------------------------------------------------------
// Withdrawals

/** POST /withdraw/helper/create: `amount` in dollars (≥ 1), answered as cents. */
export const createWithdrawalBody = z.object({
  amount: amountDollars,
  specialInstruction: z
    .string({ error: WithdrawalTexts.instructionRequired })
    .trim()
    .min(1, WithdrawalTexts.instructionRequired)
    .max(SPECIAL_INSTRUCTION_MAX_LENGTH, WithdrawalTexts.instructionTooLong),
  /** The client's key for this request: a retry with the same one answers the same withdrawal. */
  requestId: z.uuid({ error: WithdrawalTexts.requestIdInvalid }).optional(),
});
export type CreateWithdrawalInput = z.input<typeof createWithdrawalBody>;

export const withdrawalSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  previousWalletAmountCents: z.number().int().describe('The available balance just before the amount was held'),
  specialInstruction: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  approvedBy: z.string().nullable().describe('The admin who decided it'),
  transactionId: z.string().nullable().describe("The bank transfer's id once paid"),
  payoutMethod: z.enum(PAYOUT_METHODS),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /withdraw/helper/get-all: paged; `status=SUCCESS` lists the payouts. */
export const withdrawalListQuery = pageQuery.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export type WithdrawalListQuery = z.input<typeof withdrawalListQuery>;

/** GET /withdraw/get?id=…: one of the helper's own. */
export const withdrawalIdQuery = z.object({
  id: z
    .string({ error: WithdrawalTexts.withdrawalIdRequired })
    .trim()
    .min(1, WithdrawalTexts.withdrawalIdRequired)
    .max(100, WithdrawalTexts.withdrawRequestNotFound),
});

/** GET /withdraw/helper/wallet: what the helper has, in cents. */
export const walletSchema = z.object({
  availableCents: z.number().int().describe('May be withdrawn'),
  pendingCents: z.number().int().describe(`Earned in the last ${EARNINGS_HOLD_HOURS} hours (or held by a dispute): not yet withdrawable`),
  inWithdrawalCents: z.number().int().describe('Asked for, waiting for an admin'),
});
export type Wallet = z.infer<typeof walletSchema>;

// --- the admin's review (API only) ---

export const adminWithdrawalListQuery = pageQuery;

export const approveWithdrawalBody = z.object({
  id: z
    .string({ error: WithdrawalTexts.withdrawalIdRequired })
    .trim()
    .min(1, WithdrawalTexts.withdrawalIdRequired)
    .max(100, WithdrawalTexts.withdrawRequestNotFound),
  transactionId: z
    .string({ error: WithdrawalTexts.transactionIdRequired })
    .trim()
    .min(1, WithdrawalTexts.transactionIdRequired)
    .max(BANK_TEXT_MAX_LENGTH, WithdrawalTexts.textTooLong),
});

export const reviewWithdrawalBody = z.object({ id: approveWithdrawalBody.shape.id });

export const rejectWithdrawalBody = z.object({
  id: approveWithdrawalBody.shape.id,
  reason: z.string().trim().max(SPECIAL_INSTRUCTION_MAX_LENGTH, WithdrawalTexts.reasonTooLong).optional(),
});

/** The admin's list: each withdrawal with its helper's id. */
export const adminWithdrawalSchema = withdrawalSchema.extend({ helperId: z.string() });

// --- the admin console's withdrawals and payouts page (issue 24, item 4; decision 0070) ---

export const PayoutReviewTexts = {
  revealReasonRequired: 'Give the reason you need the full bank details',
  reasonTooLong: `Reason must be at most ${SPECIAL_INSTRUCTION_MAX_LENGTH} characters`,
  noBankDetails: 'This helper has no bank details.',
  nothingToExport: 'No withdrawal is approved for payment: approve some first.',
} as const;

/** How many withdrawals of one helper the admin's detail shows (newest first). */
export const PAYOUT_HISTORY_LIMIT = 50;
/** How many approved withdrawals one CSV export holds at most (oldest first). */
export const PAYOUT_EXPORT_LIMIT = 500;

const revealReason = z
  .string({ error: PayoutReviewTexts.revealReasonRequired })
  .trim()
  .min(1, PayoutReviewTexts.revealReasonRequired)
  .max(SPECIAL_INSTRUCTION_MAX_LENGTH, PayoutReviewTexts.reasonTooLong);

/** A row of the admin's queue: the withdrawal with its helper's name and e-mail. */
export const adminWithdrawalRowSchema = adminWithdrawalSchema.extend({
  helperName: z.string().describe("The helper's full name (empty once the account is erased)"),
  helperEmail: z.string(),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;

/** What a helper has earned and withdrawn, and holds now, in cents. */
export const helperBalanceSchema = walletSchema.extend({
  earnedCents: z.number().int().describe('Every call earning, all time'),
  withdrawnCents: z.number().int().describe('Every paid withdrawal, all time'),
});
export type HelperBalance = z.infer<typeof helperBalanceSchema>;

/** GET /admin/withdrawals/get?id=: one withdrawal with its helper's balance, bank details (masked) and withdrawals. */
export const adminWithdrawalDetailSchema = z.object({
  withdrawal: adminWithdrawalRowSchema,
  bankDetails: bankDetailsSchema.nullable().describe('Masked: the account number only as its last 4 digits'),
  balance: helperBalanceSchema,
  history: z.array(withdrawalSchema).describe(`The helper's withdrawals, newest first (the last ${PAYOUT_HISTORY_LIMIT})`),
});
export type AdminWithdrawalDetail = z.infer<typeof adminWithdrawalDetailSchema>;

/** POST /admin/withdrawals/reveal-bank-details: the written reason is in the audit log. */
export const revealBankDetailsBody = z.object({ id: approveWithdrawalBody.shape.id, reason: revealReason });

/** The full bank details, answered only by the audited reveal. */
export const revealedBankDetailsSchema = bankDetailsSchema.omit({ accountNumberMasked: true }).extend({ accountNumber: z.string() });
export type RevealedBankDetails = z.infer<typeof revealedBankDetailsSchema>;

/** POST /admin/withdrawals/export: the approved batch (IN_REVIEW) as the bank's CSV; each row's reveal is audited with the reason. */
export const exportPayoutBatchBody = z.object({ reason: revealReason });

export const payoutBatchSchema = z.object({
  fileName: z.string(),
  csv: z.string().describe('RFC 4180, a header line then one line per withdrawal, oldest first'),
  count: z.number().int(),
  totalCents: z.number().int(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

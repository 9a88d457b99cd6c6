import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * Money after the call (issue 13): the caller's transactions (spec §2 Transaction History, §3
 * Transaction), a call's charge, and the user's tab (decision 0031). Amounts are integer cents as
 * strings (never a float).
 */

export const TRANSACTION_RANGES = ['this_week', 'last_week', 'this_month', 'last_month', 'this_year', 'last_year'] as const;
export type TransactionRange = (typeof TRANSACTION_RANGES)[number];
/** Spec §4's PENDING, SUCCESS, IN_REVIEW (a dispute about the call is open), RESOLVED (one was decided); FAILED: a tab charge the card refused (decision 0061). */
export const TRANSACTION_STATUSES = ['PENDING', 'SUCCESS', 'IN_REVIEW', 'RESOLVED', 'FAILED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TransactionTexts = {
  // verbatim from the spec
  noTransactions: 'Transaction History Not found.',
  // validation
  rangeInvalid: 'range must be this_week, last_week, this_month, last_month, this_year or last_year',
  statusInvalid: 'status must be PENDING, SUCCESS or FAILED',
  callIdRequired: 'Call id is required',
  // the tab (decision 0031)
  tabUnpaid: 'Your last payment did not go through. Please pay what you owe before starting a new call.',
  tabPaid: 'Payment successful. You can start a new call.',
  nothingOwed: 'You have nothing to pay.',
  tabChargeFailed: 'Your card was not charged. Please use another card and try again.',
} as const;

export const transactionsQuery = pageQuery.extend({
  range: z.enum(TRANSACTION_RANGES, { error: TransactionTexts.rangeInvalid }).optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: TransactionTexts.statusInvalid }).optional(),
});

const cents = z.string().regex(/^-?\d+$/);

export const transactionSchema = z.object({
  id: z.string(),
  /** CALL: a call's price (a user) or share (a helper); TAB: the tab charged to the card. */
  type: z.enum(['CALL', 'TAB']),
  amountCents: cents,
  currency: z.string(),
  /** Null for a tab charge. */
  categoryId: z.string().nullable(),
  /** CARD (captured from the hold or a tab charge), TAB (the call went on the tab), EARNING (a helper's share). */
  payBy: z.enum(['CARD', 'TAB', 'EARNING']),
  createdAt: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  /** Null for a tab charge. */
  callId: z.string().nullable(),
  billableSeconds: z.number().int(),
  /** What resolved disputes gave back of this call to the user (a user's line) or took back of the share (a helper's); "0" otherwise. */
  refundedCents: cents,
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * The calls' lines over every page of a filter: a user's spending or a helper's earnings (net of
 * refunds), how many calls and their billable seconds. Tab charges pay for calls already counted.
 */
export const callTotalsSchema = z.object({ amountCents: cents, calls: z.number().int(), billableSeconds: z.number().int() });
export type CallTotals = z.infer<typeof callTotalsSchema>;

export const transactionPageSchema = z.object({
  transactions: z.array(transactionSchema),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
  callTotals: callTotalsSchema,
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const callChargeQuery = z.object({
  callId: z.string({ error: TransactionTexts.callIdRequired }).trim().min(1, TransactionTexts.callIdRequired).max(100),
});
export const callChargeSchema = z.object({ transaction: transactionSchema.nullable() });

export const tabSchema = z.object({
  owedCents: cents,
  currency: z.string(),
  /** A charge of the tab failed: new calls wait until it is paid. */
  blocked: z.boolean(),
  failureCode: z.string().nullable(),
  oldestAt: z.string().nullable(),
});
export type Tab = z.infer<typeof tabSchema>;

export const payTabSchema = z.object({ tab: tabSchema, chargedCents: cents });

// ---------------------------------------------------------------------------------------------------------
// A helper's earnings and analytics (spec §2, §7: /helpers/total*, …Analytics, helperEarnings)

export const ANALYTICS_PERIODS = ['daily', 'monthly', 'yearly'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const AnalyticsTexts = {
  // verbatim from the spec
  noEarnings: 'No Earnings found',
  periodInvalid: 'period must be daily, monthly or yearly',
} as const;

export const analyticsQuery = z.object({ period: z.enum(ANALYTICS_PERIODS, { error: AnalyticsTexts.periodInvalid }).optional() });

export const earningsWalletSchema = z.object({
  availableCents: cents,
  pendingCents: cents,
  inWithdrawalCents: cents,
  totalEarnedCents: cents,
  currency: z.string(),
  /** The next pending call's share to become available, and when (null: nothing pending is coming). */
  nextRelease: z.object({ at: z.string(), amountCents: cents }).nullable(),
  /** When the last pending share becomes available (null: nothing pending is coming). */
  lastReleaseAt: z.string().nullable(),
});
export type EarningsWallet = z.infer<typeof earningsWalletSchema>;

export const totalCallsSchema = z.object({ totalCalls: z.number().int(), totalSeconds: z.number().int() });

export const totalAnalyticsSchema = z.object({
  wallet: earningsWalletSchema,
  totalCalls: z.number().int(),
  /** Calls the helper completed (connected and charged). */
  completedRequests: z.number().int(),
  totalSeconds: z.number().int(),
  /** Null with no rating yet. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type TotalAnalytics = z.infer<typeof totalAnalyticsSchema>;

export const earningBucketSchema = z.object({ start: z.string(), earningsCents: cents, calls: z.number().int(), seconds: z.number().int() });
export type EarningBucket = z.infer<typeof earningBucketSchema>;
export const earningSeriesSchema = z.object({ period: z.enum(ANALYTICS_PERIODS), currency: z.string(), buckets: z.array(earningBucketSchema) });
export type EarningSeries = z.infer<typeof earningSeriesSchema>;

export const withdrawalBucketSchema = z.object({ start: z.string(), requestedCents: cents, paidCents: cents, withdrawals: z.number().int() });
export const withdrawalSeriesSchema = z.object({ period: z.enum(ANALYTICS_PERIODS), currency: z.string(), buckets: z.array(withdrawalBucketSchema) });
export type WithdrawalSeries = z.infer<typeof withdrawalSeriesSchema>;

import { sql } from 'drizzle-orm';
import { bigint, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentSchema } from './payment-schema';

/**
 * The helper's bank details (spec §3 "Helper payment information"): every field sealed together with
 * AES-256-GCM under BANK_DETAILS_KEY, bound to the helper (bank/bank-details-cipher.ts). Nothing of
 * them is readable in the database, a dump or a log.
 */
export const bankDetails = paymentSchema.table('bank_details', {
  helperId: uuid('helper_id').primaryKey(),
  /** "v1:" + base64(iv ‖ tag ‖ ciphertext) of the fields as JSON. */
  sealed: text('sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BankDetailsRow = typeof bankDetails.$inferSelect;

/** Where a withdrawal stands (spec §3). */
export type WithdrawalStatusName = 'PENDING' | 'IN_REVIEW' | 'SUCCESS' | 'REJECTED';

/**
 * A helper's withdrawal request (spec §3 "Withdrawal request"). The money is in the ledger (decision
 * 0032): `<id>:hold` when asked, `<id>:payout` when paid, `<id>:release` when rejected; this row is the
 * request's state and what the admin recorded.
 */
export const withdrawals = paymentSchema.table(
  'withdrawals',
  {
    /** The client's request id (a uuid) when it sent one: a retry finds the same withdrawal. */
    id: uuid('id').primaryKey(),
    helperId: uuid('helper_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The available balance just before the amount was held. */
    previousWalletMinor: bigint('previous_wallet_minor', { mode: 'bigint' }).notNull(),
    specialInstruction: text('special_instruction').notNull(),
    status: text('status').$type<WithdrawalStatusName>().notNull(),
    /** The admin who approved or rejected it. */
    approvedBy: uuid('approved_by'),
    transactionId: text('transaction_id'),
    payoutMethod: text('payout_method').notNull(),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_helper_idx').on(t.helperId, t.createdAt),
    // The admin's work list.
    index('withdrawals_open_idx').on(t.createdAt).where(sql`${t.status} in ('PENDING', 'IN_REVIEW')`),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;

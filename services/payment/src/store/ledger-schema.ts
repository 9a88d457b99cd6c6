import { sql } from 'drizzle-orm';
import { bigint, boolean, index, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountKind, OwnerType } from '../domain/ledger/account-kinds';
import type { TransferPhase } from '../domain/ledger/transfer';
import type { TransferKind } from '../domain/ledger/transfer-kinds';
import { paymentSchema } from './payment-schema';

/**
 * The ledger's accounts (decision 0021). No balance column: the row exists to be locked, in account
 * id order, by every transfer that touches it.
 */
export const ledgerAccounts = paymentSchema.table(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerType: text('owner_type').$type<OwnerType>().notNull(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    currency: text('currency').notNull(),
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull(),
    creditsMustNotExceedDebits: boolean('credits_must_not_exceed_debits').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_owner_kind_currency').on(t.ownerId, t.kind, t.currency)],
);

/** Immutable transfers; the id is the caller's idempotency key. */
export const ledgerTransfers = paymentSchema.table(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    reference: text('reference').notNull(),
    phase: text('phase').$type<TransferPhase>().notNull(),
    /** The pending transfer a POST_PENDING or VOID_PENDING resolves. */
    pendingId: text('pending_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A pending transfer is resolved (posted or voided) at most once, even across replicas.
    uniqueIndex('ledger_transfers_resolves_pending_once').on(t.pendingId).where(sql`${t.pendingId} is not null`),
    index('ledger_transfers_debit_account').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_account').on(t.creditAccountId, t.createdAt),
    // The console's overview: the charges, commission and refunds since the start of a day.
    index('ledger_transfers_kind_created').on(t.kind, t.createdAt),
  ],
);

/**
 * Append-only: one row per leg of a transfer, with the change it made and the account's running
 * totals after it. The latest entry of an account (by seq) is its current balance.
 */
export const ledgerEntries = paymentSchema.table(
  'ledger_entries',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    seq: bigint('seq', { mode: 'bigint' }).notNull(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    /** D (the transfer debits this account) or C. */
    side: text('side').notNull(),
    pendingDelta: bigint('pending_delta', { mode: 'bigint' }).notNull(),
    postedDelta: bigint('posted_delta', { mode: 'bigint' }).notNull(),
    debitsPending: bigint('debits_pending', { mode: 'bigint' }).notNull(),
    debitsPosted: bigint('debits_posted', { mode: 'bigint' }).notNull(),
    creditsPending: bigint('credits_pending', { mode: 'bigint' }).notNull(),
    creditsPosted: bigint('credits_posted', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.seq] }), index('ledger_entries_transfer').on(t.transferId)],
);

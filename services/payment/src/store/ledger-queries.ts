import type { Database, Transaction } from '@helpwire/service-kit';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountKind } from '../domain/ledger/account-kinds';
import type { AccountTotals } from '../domain/ledger/account-totals';
import type { Transfer } from '../domain/ledger/transfer';
import { findAccounts } from './ledger-accounts';
import { transferFromRow } from './ledger-rows';
import { ledgerEntries, ledgerTransfers } from './ledger-schema';

export interface AccountTotalsRow {
  accountId: string;
  kind: AccountKind;
  currency: string;
  totals: AccountTotals;
  seq: bigint;
}

interface LatestRow extends Record<string, unknown> {
  account_id: string;
  seq: string;
  debits_pending: string;
  debits_posted: string;
  credits_pending: string;
  credits_posted: string;
}

/** Each account's totals: its latest entry (one index probe), zero before its first transfer. */
export async function accountTotals(db: Database, ids: readonly string[]): Promise<AccountTotalsRow[]> {
  const accounts = await findAccounts(db, ids);
  if (accounts.length === 0) return [];
  const latest = (await db.execute(sql`
    select e.account_id, e.seq, e.debits_pending, e.debits_posted, e.credits_pending, e.credits_posted
    from unnest(${`{${accounts.map((a) => a.id).join(',')}}`}::uuid[]) as a(id)
    cross join lateral (select * from payment.ledger_entries where account_id = a.id order by seq desc limit 1) e`)) as unknown as { rows: LatestRow[] };
  const byId = new Map(latest.rows.map((r) => [r.account_id, r]));
  return ids.flatMap((id) => {
    const account = accounts.find((a) => a.id === id);
    if (!account) return [];
    const row = byId.get(id);
    return [
      {
        accountId: id,
        kind: account.kind,
        currency: account.currency,
        seq: row ? BigInt(row.seq) : 0n,
        totals: row
          ? {
              debitsPending: BigInt(row.debits_pending),
              debitsPosted: BigInt(row.debits_posted),
              creditsPending: BigInt(row.credits_pending),
              creditsPosted: BigInt(row.credits_posted),
            }
          : { debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n },
      },
    ];
  });
}

export async function findTransfer(db: Database, id: string): Promise<Transfer | undefined> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  return row ? transferFromRow(row) : undefined;
}

export async function findTransfers(db: Database, ids: readonly string[]): Promise<Transfer[]> {
  if (ids.length === 0) return [];
  return (
    await db
      .select()
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, [...ids]))
  ).map(transferFromRow);
}

/** The transfers that touch an account, newest first (by the account's entry seq), a page at a time. */
export async function transfersOfAccount(
  db: Database,
  accountId: string,
  window: { limit: number; offset: number },
): Promise<{ transfers: Transfer[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ transfer: ledgerTransfers })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(eq(ledgerEntries.accountId, accountId))
      .orderBy(desc(ledgerEntries.seq))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)),
  ]);
  return { transfers: rows.map((r) => transferFromRow(r.transfer)), total: total?.n ?? 0 };
}

/** What an account holds from transfers about one reference (a call): credits − debits posted. */
export async function netOfReference(db: Database, accountId: string, reference: string): Promise<bigint> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case when ${ledgerTransfers.creditAccountId} = ${accountId} then ${ledgerTransfers.amountMinor} else -${ledgerTransfers.amountMinor} end), 0)::text`,
    })
    .from(ledgerTransfers)
    .where(
      sql`${ledgerTransfers.reference} = ${reference} and (${ledgerTransfers.creditAccountId} = ${accountId} or ${ledgerTransfers.debitAccountId} = ${accountId}) and ${ledgerTransfers.phase} in ('SINGLE', 'POST_PENDING')`,
    );
  return BigInt(row?.net ?? '0');
}

/**
 * What an account holds per reference (credits − debits posted), for these references; a missing
 * one holds 0. For a user's tab it is minus what each call still owes (its charge legs less any refund).
 */
export async function netByReference(db: Database | Transaction, accountId: string, references: readonly string[]): Promise<Map<string, bigint>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({
      reference: ledgerTransfers.reference,
      net: sql<string>`sum(case when ${ledgerTransfers.creditAccountId} = ${accountId} then ${ledgerTransfers.amountMinor} else -${ledgerTransfers.amountMinor} end)::text`,
    })
    .from(ledgerTransfers)
    .where(
      sql`${inArray(ledgerTransfers.reference, [...references])} and (${ledgerTransfers.creditAccountId} = ${accountId} or ${ledgerTransfers.debitAccountId} = ${accountId}) and ${ledgerTransfers.phase} in ('SINGLE', 'POST_PENDING')`,
    )
    .groupBy(ledgerTransfers.reference);
  return new Map(rows.map((row) => [row.reference, BigInt(row.net)]));
}

import type { Database, Transaction } from '@helpwire/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { enqueueTransfersCommitted } from '../events/transfer-events';
import type { AccountKind } from '../domain/ledger/account-kinds';
import { applyCommand, type LedgerEntry, type LedgerState } from '../domain/ledger/apply-command';
import { accountsOf, type LedgerCommand, type LedgerOutcome, type Transfer } from '../domain/ledger/transfer';
import { transferFromSqlRow, type TransferSqlRow } from './ledger-rows';
import { arrayLiteral } from './pg-array';

/** Each command's answer, in order: its outcome, or the error that refused it (nothing written for it). */
export type BatchResult = { ok: true; outcome: LedgerOutcome } | { ok: false; error: unknown };

interface LatestEntryRow extends Record<string, unknown> {
  account_id: string;
  seq: string;
  debits_pending: string;
  debits_posted: string;
  credits_pending: string;
  credits_posted: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const array = (values: readonly (string | null)[]) => arrayLiteral(values);

interface AccountRow extends Record<string, unknown> {
  id: string;
  kind: string;
  currency: string;
  debits_must_not_exceed_credits: boolean;
  credits_must_not_exceed_debits: boolean;
}

async function rowsOf<T>(tx: Transaction, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Locks the accounts in id order (the fixed order); their totals are read after the locks. */
async function lockAccounts(tx: Transaction, ids: readonly string[]): Promise<LedgerState['accounts']> {
  const accounts: LedgerState['accounts'] = new Map();
  // An id that is not a uuid names no account (the command is then refused, not the batch).
  const sorted = ids.filter((id) => UUID.test(id)).sort();
  if (sorted.length === 0) return accounts;
  const rows = await rowsOf<AccountRow>(
    tx,
    sql`select id, kind, currency, debits_must_not_exceed_credits, credits_must_not_exceed_debits from payment.ledger_accounts
        where id = any(${array(sorted)}::uuid[]) order by id for update`,
  );
  for (const row of rows) {
    accounts.set(row.id, {
      id: row.id,
      kind: row.kind as AccountKind,
      currency: row.currency,
      debitsMustNotExceedCredits: row.debits_must_not_exceed_credits,
      creditsMustNotExceedDebits: row.credits_must_not_exceed_debits,
      totals: { debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n },
      seq: 0n,
    });
  }
  return accounts;
}

const TRANSFER_COLUMNS = sql.raw('id, debit_account_id, credit_account_id, amount_minor, currency, kind, reference, phase, pending_id, created_at');

function pendingIdOf(command: LedgerCommand): string | null {
  return command.type === 'TRANSFER' ? null : command.pendingId;
}

async function loadState(tx: Transaction, commands: readonly LedgerCommand[]): Promise<LedgerState> {
  const pendingIds = [...new Set(commands.map(pendingIdOf).filter((id): id is string => id !== null))];
  const inBatch = new Map(commands.filter((c) => c.type === 'TRANSFER' && c.pending).map((c) => [c.id, c]));
  // A post or void names its accounts through its pending transfer: immutable, read before any lock.
  const earlier = pendingIds.filter((id) => !inBatch.has(id));
  const pendings = new Map(
    earlier.length === 0
      ? []
      : (await rowsOf<TransferSqlRow>(tx, sql`select ${TRANSFER_COLUMNS} from payment.ledger_transfers where id = any(${array(earlier)}::text[])`))
          .map(transferFromSqlRow)
          .map((t) => [t.id, t] as const),
  );
  const touched = new Set<string>();
  for (const command of commands) {
    const pendingId = pendingIdOf(command);
    const fromBatch = pendingId ? inBatch.get(pendingId) : undefined;
    for (const id of fromBatch ? accountsOf(fromBatch, undefined) : accountsOf(command, pendingId ? pendings.get(pendingId) : undefined)) touched.add(id);
  }
  const accounts = await lockAccounts(tx, [...touched]);
  // Under the locks, in one statement of its own (so it sees everything committed before them): each
  // account's latest entry, the keys already committed, and the resolutions of the pendings
  // (another transaction resolving one locks the same accounts, so it has committed). Amounts come
  // back as text inside the JSON: never a JSON number.
  const keys = [...new Set([...commands.map((c) => c.id), ...pendingIds])];
  const isKey = new Set(keys);
  const isPending = new Set(pendingIds);
  const [read] = await rowsOf<{ entries: LatestEntryRow[]; transfers: TransferSqlRow[] }>(
    tx,
    sql`select
      (select coalesce(json_agg(e), '[]') from (
        select l.account_id, l.seq::text, l.debits_pending::text, l.debits_posted::text, l.credits_pending::text, l.credits_posted::text
        from unnest(${array([...accounts.keys()])}::uuid[]) as a(id)
        cross join lateral (select * from payment.ledger_entries where account_id = a.id order by seq desc limit 1) l) e) as entries,
      (select coalesce(json_agg(t), '[]') from (
        select id, debit_account_id, credit_account_id, amount_minor::text, currency, kind, reference, phase, pending_id, created_at
        from payment.ledger_transfers where id = any(${array(keys)}::text[]) or pending_id = any(${array(pendingIds)}::text[])) t) as transfers`,
  );
  for (const row of read!.entries) {
    const account = accounts.get(row.account_id)!;
    account.seq = BigInt(row.seq);
    account.totals = {
      debitsPending: BigInt(row.debits_pending),
      debitsPosted: BigInt(row.debits_posted),
      creditsPending: BigInt(row.credits_pending),
      creditsPosted: BigInt(row.credits_posted),
    };
  }
  const transfers = new Map<string, Transfer>();
  const resolved: LedgerState['resolved'] = new Map();
  for (const row of read!.transfers) {
    const transfer = transferFromSqlRow(row);
    if (isKey.has(transfer.id)) transfers.set(transfer.id, transfer);
    if (transfer.pendingId && isPending.has(transfer.pendingId)) resolved.set(transfer.pendingId, transfer.phase);
  }
  return { accounts, transfers, resolved };
}

async function writeCommitted(tx: Transaction, committed: readonly { transfer: Transfer; entries: LedgerEntry[] }[]): Promise<void> {
  if (committed.length === 0) return;
  const transfers = committed.map((c) => c.transfer).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const entries = committed.flatMap((c) => c.entries.map((e) => ({ ...e, createdAt: c.transfer.createdAt })));
  const column = <T>(items: readonly T[], value: (item: T) => string | null) => array(items.map(value));
  // One statement, a parameter per column. A key another writer committed since it was read fails
  // it with a unique violation (SQLSTATE 23505): the writer then runs the whole batch again.
  await tx.execute(sql`
    with written as (
      insert into payment.ledger_transfers (${TRANSFER_COLUMNS})
      select * from unnest(${column(transfers, (t) => t.id)}::text[], ${column(transfers, (t) => t.debitAccountId)}::uuid[],
        ${column(transfers, (t) => t.creditAccountId)}::uuid[], ${column(transfers, (t) => t.amount.amountMinor.toString())}::bigint[],
        ${column(transfers, (t) => t.amount.currency)}::text[], ${column(transfers, (t) => t.kind)}::text[], ${column(transfers, (t) => t.reference)}::text[],
        ${column(transfers, (t) => t.phase)}::text[], ${column(transfers, (t) => t.pendingId)}::text[], ${column(transfers, (t) => t.createdAt.toISOString())}::timestamptz[])
    )
    insert into payment.ledger_entries (account_id, seq, transfer_id, side, pending_delta, posted_delta, debits_pending, debits_posted, credits_pending, credits_posted, created_at)
    select * from unnest(${column(entries, (e) => e.accountId)}::uuid[], ${column(entries, (e) => e.seq.toString())}::bigint[], ${column(entries, (e) => e.transferId)}::text[],
      ${column(entries, (e) => e.side)}::text[], ${column(entries, (e) => e.pendingDelta.toString())}::bigint[], ${column(entries, (e) => e.postedDelta.toString())}::bigint[],
      ${column(entries, (e) => e.totals.debitsPending.toString())}::bigint[], ${column(entries, (e) => e.totals.debitsPosted.toString())}::bigint[],
      ${column(entries, (e) => e.totals.creditsPending.toString())}::bigint[], ${column(entries, (e) => e.totals.creditsPosted.toString())}::bigint[],
      ${column(entries, (e) => e.createdAt.toISOString())}::timestamptz[])`);
  await enqueueTransfersCommitted(
    tx,
    committed.map((c) => c.transfer),
  );
}

/**
 * The one write path (decision 0021): one transaction for a batch of commands — lock the touched
 * accounts in id order, read the keys, apply each command in order through the domain rules,
 * write the committed transfers, their entries and events, commit. A command that breaks a rule
 * is answered with its error and leaves nothing. Throws (rolling everything back) on a database
 * failure, or a unique violation when another writer committed one of the keys or resolutions first.
 */
export async function runLedgerBatch(db: Database, commands: readonly LedgerCommand[]): Promise<BatchResult[]> {
  return db.transaction(async (tx) => {
    const state = await loadState(tx, commands);
    const now = new Date();
    const committed: { transfer: Transfer; entries: LedgerEntry[] }[] = [];
    const results = commands.map((command): BatchResult => {
      try {
        const applied = applyCommand(state, command, now);
        if (!applied.replayed) committed.push({ transfer: applied.transfer, entries: applied.entries });
        return { ok: true, outcome: { transfer: applied.transfer, replayed: applied.replayed } };
      } catch (error) {
        return { ok: false, error };
      }
    });
    await writeCommitted(tx, committed);
    return results;
  });
}

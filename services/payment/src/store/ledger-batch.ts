import { emitMany, PaymentEvents, type Database, type Transaction } from '@helpwire/service-kit';
import { inArray, or, sql } from 'drizzle-orm';
import type { AccountKind } from '../ledger/account-kinds';
import { applyCommand, type LedgerEntry, type LedgerState } from '../ledger/apply-command';
import { accountsOf, type LedgerCommand, type LedgerOutcome, type Transfer } from '../ledger/transfer';
import { transferFromRow, transferToRow } from './ledger-rows';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './ledger-schema';

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
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Locks the accounts in id order (the fixed order), then reads each one's latest entry. */
async function lockAccounts(tx: Transaction, ids: readonly string[]): Promise<LedgerState['accounts']> {
  const accounts: LedgerState['accounts'] = new Map();
  if (ids.length === 0) return accounts;
  // An id that is not a uuid names no account (the command is then refused, not the batch).
  const sorted = ids.filter((id) => UUID.test(id)).sort();
  if (sorted.length === 0) return accounts;
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, sorted)).orderBy(ledgerAccounts.id).for('update');
  for (const row of rows) {
    accounts.set(row.id, { id: row.id, kind: row.kind as AccountKind, currency: row.currency, debitsMustNotExceedCredits: row.debitsMustNotExceedCredits, creditsMustNotExceedDebits: row.creditsMustNotExceedDebits, totals: { debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n }, seq: 0n });
  }
  if (rows.length === 0) return accounts;
  // A statement of its own, after the locks: it sees every entry committed before them.
  const latest = (await tx.execute(sql`
    select e.account_id, e.seq, e.debits_pending, e.debits_posted, e.credits_pending, e.credits_posted
    from unnest(${uuidArray(rows.map((r) => r.id))}) as a(id)
    cross join lateral (select * from payment.ledger_entries where account_id = a.id order by seq desc limit 1) e`)) as unknown as { rows: LatestEntryRow[] };
  for (const row of latest.rows) {
    const account = accounts.get(row.account_id)!;
    account.seq = BigInt(row.seq);
    account.totals = { debitsPending: BigInt(row.debits_pending), debitsPosted: BigInt(row.debits_posted), creditsPending: BigInt(row.credits_pending), creditsPosted: BigInt(row.credits_posted) };
  }
  return accounts;
}

function pendingIdOf(command: LedgerCommand): string | null {
  return command.type === 'TRANSFER' ? null : command.pendingId;
}

async function loadState(tx: Transaction, commands: readonly LedgerCommand[]): Promise<LedgerState> {
  const pendingIds = [...new Set(commands.map(pendingIdOf).filter((id): id is string => id !== null))];
  const inBatch = new Map(commands.filter((c) => c.type === 'TRANSFER' && c.pending).map((c) => [c.id, c]));
  // A post or void names its accounts through its pending transfer: immutable, read before any lock.
  const earlier = pendingIds.filter((id) => !inBatch.has(id));
  const pendings = new Map(
    earlier.length === 0 ? [] : (await tx.select().from(ledgerTransfers).where(inArray(ledgerTransfers.id, earlier))).map(transferFromRow).map((t) => [t.id, t] as const),
  );
  const touched = new Set<string>();
  for (const command of commands) {
    const pendingId = pendingIdOf(command);
    const fromBatch = pendingId ? inBatch.get(pendingId) : undefined;
    for (const id of fromBatch ? accountsOf(fromBatch, undefined) : accountsOf(command, pendingId ? pendings.get(pendingId) : undefined)) touched.add(id);
  }
  const accounts = await lockAccounts(tx, [...touched]);
  // Under the locks, in one statement: the keys already committed, and the resolutions of the
  // pendings (another transaction resolving one locks the same accounts, so it has committed).
  const keys = [...new Set([...commands.map((c) => c.id), ...pendingIds])];
  const isKey = new Set(keys);
  const isPending = new Set(pendingIds);
  const found = await tx
    .select()
    .from(ledgerTransfers)
    .where(pendingIds.length === 0 ? inArray(ledgerTransfers.id, keys) : or(inArray(ledgerTransfers.id, keys), inArray(ledgerTransfers.pendingId, pendingIds)));
  const transfers = new Map<string, Transfer>();
  const resolved: LedgerState['resolved'] = new Map();
  for (const row of found) {
    const transfer = transferFromRow(row);
    if (isKey.has(transfer.id)) transfers.set(transfer.id, transfer);
    if (transfer.pendingId && isPending.has(transfer.pendingId)) resolved.set(transfer.pendingId, transfer.phase);
  }
  return { accounts, transfers, resolved };
}

async function writeCommitted(tx: Transaction, committed: readonly { transfer: Transfer; entries: LedgerEntry[] }[]): Promise<void> {
  if (committed.length === 0) return;
  const rows = committed.map((c) => transferToRow(c.transfer)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const entries = committed.flatMap((c) =>
    c.entries.map((e) => ({ accountId: e.accountId, seq: e.seq, transferId: e.transferId, side: e.side, pendingDelta: e.pendingDelta, postedDelta: e.postedDelta, ...e.totals, createdAt: c.transfer.createdAt })),
  );
  // One statement. A key another writer committed since it was read fails it with a unique
  // violation (SQLSTATE 23505): the writer then runs the whole batch again and answers the replay.
  await tx.execute(sql`with transfers as (${tx.insert(ledgerTransfers).values(rows).getSQL()}) ${tx.insert(ledgerEntries).values(entries).getSQL()}`);
  await emitMany(
    tx,
    PaymentEvents.transferCommitted,
    committed.map(({ transfer: t }) => ({
      transferId: t.id,
      debitAccountId: t.debitAccountId,
      creditAccountId: t.creditAccountId,
      amount: t.amount.toProto(),
      kind: t.kind,
      reference: t.reference,
      phase: t.phase,
      pendingId: t.pendingId ?? '',
    })),
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

import type { Database } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';
import type { AccountTotals } from '../domain/ledger/account-totals';

export interface LedgerCheck {
  accounts: number;
  transfers: number;
  entries: number;
  /** Every account's totals replayed from the transfers alone. */
  replayed: Map<string, AccountTotals>;
  /** Empty when the ledger is consistent. */
  problems: string[];
}

type Row = Record<string, string | null>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const big = (value: string | null | undefined) => BigInt(value ?? '0');
const totalsOf = (r: Row, prefix: string): AccountTotals => ({
  debitsPending: big(r[`${prefix}dp`]),
  debitsPosted: big(r[`${prefix}dpo`]),
  creditsPending: big(r[`${prefix}cp`]),
  creditsPosted: big(r[`${prefix}cpo`]),
});
const same = (a: AccountTotals, b: AccountTotals) =>
  a.debitsPending === b.debitsPending && a.debitsPosted === b.debitsPosted && a.creditsPending === b.creditsPending && a.creditsPosted === b.creditsPosted;

/**
 * Proves the balances are sums (decision 0021): every account's latest entry equals the replay of
 * its transfers and the sum of its entries' changes; seq has no gaps; each entry's totals are the
 * previous ones plus its change; every transfer has its two legs; and no entry ever broke its
 * account's flags (no floor was crossed at any point).
 */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const problems: string[] = [];
  const perAccount = await rows(
    db,
    sql`
    with legs as (
      select t.debit_account_id as account_id, 'D' as side,
        case t.phase when 'PENDING' then t.amount_minor when 'SINGLE' then 0 else -p.amount_minor end as pending,
        case when t.phase in ('SINGLE', 'POST_PENDING') then t.amount_minor else 0 end as posted
      from payment.ledger_transfers t left join payment.ledger_transfers p on p.id = t.pending_id
      union all
      select t.credit_account_id, 'C',
        case t.phase when 'PENDING' then t.amount_minor when 'SINGLE' then 0 else -p.amount_minor end,
        case when t.phase in ('SINGLE', 'POST_PENDING') then t.amount_minor else 0 end
      from payment.ledger_transfers t left join payment.ledger_transfers p on p.id = t.pending_id
    ),
    replay as (
      select account_id,
        sum(pending) filter (where side = 'D') as r_dp, sum(posted) filter (where side = 'D') as r_dpo,
        sum(pending) filter (where side = 'C') as r_cp, sum(posted) filter (where side = 'C') as r_cpo
      from legs group by account_id
    ),
    sums as (
      select account_id, count(*) as n, max(seq) as max_seq,
        sum(pending_delta) filter (where side = 'D') as s_dp, sum(posted_delta) filter (where side = 'D') as s_dpo,
        sum(pending_delta) filter (where side = 'C') as s_cp, sum(posted_delta) filter (where side = 'C') as s_cpo
      from payment.ledger_entries group by account_id
    )
    select a.id, s.n, s.max_seq, r.r_dp, r.r_dpo, r.r_cp, r.r_cpo, s.s_dp, s.s_dpo, s.s_cp, s.s_cpo,
      l.debits_pending as l_dp, l.debits_posted as l_dpo, l.credits_pending as l_cp, l.credits_posted as l_cpo
    from payment.ledger_accounts a
    left join replay r on r.account_id = a.id
    left join sums s on s.account_id = a.id
    left join lateral (select * from payment.ledger_entries e where e.account_id = a.id order by seq desc limit 1) l on true`,
  );
  const replayed = new Map<string, AccountTotals>();
  for (const r of perAccount) {
    const id = r.id!;
    const fromTransfers = totalsOf(r, 'r_');
    replayed.set(id, fromTransfers);
    if (!same(fromTransfers, totalsOf(r, 'l_'))) problems.push(`account ${id}: latest entry differs from the replay of its transfers`);
    if (!same(totalsOf(r, 's_'), totalsOf(r, 'l_'))) problems.push(`account ${id}: latest entry differs from the sum of its entries`);
    if (big(r.n) !== big(r.max_seq)) problems.push(`account ${id}: ${big(r.n)} entries but seq reaches ${big(r.max_seq)}`);
  }
  const [chain] = await rows(
    db,
    sql`
    select count(*) as broken from (
      select e.*, lag(debits_pending, 1, 0::bigint) over w as p_dp, lag(debits_posted, 1, 0::bigint) over w as p_dpo,
        lag(credits_pending, 1, 0::bigint) over w as p_cp, lag(credits_posted, 1, 0::bigint) over w as p_cpo
      from payment.ledger_entries e window w as (partition by account_id order by seq)
    ) x
    where debits_pending <> p_dp + case side when 'D' then pending_delta else 0 end
       or debits_posted <> p_dpo + case side when 'D' then posted_delta else 0 end
       or credits_pending <> p_cp + case side when 'C' then pending_delta else 0 end
       or credits_posted <> p_cpo + case side when 'C' then posted_delta else 0 end`,
  );
  if (big(chain?.broken) > 0n) problems.push(`${chain!.broken} entries are not their previous totals plus their change`);
  const [floors] = await rows(
    db,
    sql`
    select count(*) as crossed from payment.ledger_entries e join payment.ledger_accounts a on a.id = e.account_id
    where (a.debits_must_not_exceed_credits and e.debits_pending + e.debits_posted > e.credits_posted)
       or (a.credits_must_not_exceed_debits and e.credits_pending + e.credits_posted > e.debits_posted)`,
  );
  if (big(floors?.crossed) > 0n) problems.push(`${floors!.crossed} entries crossed their account's floor`);
  const [legs] = await rows(
    db,
    sql`
    select (select count(*) from payment.ledger_transfers) as transfers, (select count(*) from payment.ledger_entries) as entries,
      (select count(*) from payment.ledger_transfers t where (select count(*) from payment.ledger_entries e where e.transfer_id = t.id) <> 2) as unbalanced`,
  );
  if (big(legs?.unbalanced) > 0n) problems.push(`${legs!.unbalanced} transfers do not have exactly two legs`);
  return { accounts: perAccount.length, transfers: Number(legs!.transfers), entries: Number(legs!.entries), replayed, problems };
}

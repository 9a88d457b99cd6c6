import type { Database } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';

/** One line of a transaction history (spec §3 Transaction). */
export interface TransactionRow {
  id: string;
  type: 'CALL' | 'TAB';
  amountMinor: bigint;
  categoryId: string;
  payBy: 'CARD' | 'TAB' | 'EARNING';
  createdAt: Date;
  status: 'PENDING' | 'SUCCESS' | 'IN_REVIEW' | 'RESOLVED' | 'FAILED';
  callId: string;
  billableSeconds: number;
  /** What resolved disputes gave back of this call (a user's line) or clawed back of the share (a helper's); 0 otherwise. */
  refundedMinor: bigint;
}

export interface TransactionFilter {
  from?: Date;
  to?: Date;
  status?: TransactionRow['status'];
  /** These calls' lines only. */
  callIds?: readonly string[];
  limit: number;
  offset: number;
}

interface RawRow extends Record<string, unknown> {
  id: string;
  type: TransactionRow['type'];
  amount_minor: string;
  category_id: string;
  pay_by: TransactionRow['payBy'];
  created_at: Date | string;
  status: TransactionRow['status'];
  call_id: string;
  billable_seconds: number;
  refunded_minor: string | null;
  total: string;
  call_amount: string;
  call_count: string;
  call_seconds: string;
}

/** The calls' lines over every page of a filter (tab charges pay for calls already counted). */
export interface CallTotals {
  amountMinor: bigint;
  calls: number;
  billableSeconds: number;
}

export interface TransactionPageRows {
  rows: TransactionRow[];
  total: number;
  callTotals: CallTotals;
}

const NO_CALLS: CallTotals = { amountMinor: 0n, calls: 0, billableSeconds: 0 };

/**
 * Per call, what resolved disputes refunded (decision 0032): in all, the part taken off the unpaid
 * tab, and the part clawed back from the helper's share. Amounts are net of these everywhere a
 * person reads them (transactions, earnings), so a refund shows the same on every screen.
 */
const refundsByCall = sql`
  select d.call_id, sum(d.refunded_minor) as refunded, sum((d.refund_plan->>'unpaidTabMinor')::bigint) as off_tab,
         sum((d.refund_plan->>'helperCardMinor')::bigint + (d.refund_plan->>'helperTabMinor')::bigint) as clawed_back
  from payment.disputes d
  where d.status = 'RESOLVED' and d.refunded_minor > 0 and d.refund_plan is not null
  group by d.call_id`;

/**
 * A call's dispute standing (spec §4: a transaction is IN_REVIEW while a dispute about its call is
 * open, RESOLVED once one was decided), read per call through the disputes' call index.
 */
const disputeStanding = sql`left join lateral (
    select bool_or(d.status <> 'RESOLVED') as open, bool_or(d.status = 'RESOLVED') as resolved from payment.disputes d where d.call_id = c.call_id
  ) ds on true`;

/**
 * The call's status with its dispute's standing: IN_REVIEW while one is open; once decided, RESOLVED
 * where it would be SUCCESS (money still owed or held stays PENDING: that is what the person must know).
 */
const withDisputeStanding = (otherwise: ReturnType<typeof sql>) =>
  sql`case when ds.open then 'IN_REVIEW' when ds.resolved and (${otherwise}) = 'SUCCESS' then 'RESOLVED' else ${otherwise} end`;

/**
 * A user's transactions: each charged call (its price less what was refunded; IN_REVIEW or RESOLVED
 * when disputed, else PENDING while some of its tab part is still owed) and each tab charge (SUCCESS
 * or FAILED); newest first.
 */
export async function userTransactions(db: Database, userId: string, filter: TransactionFilter): Promise<TransactionPageRows> {
  return page(
    db,
    sql`
      select c.call_id as id, 'CALL' as type, c.price_minor - coalesce(r.refunded, 0) as amount_minor, c.category_id, case when coalesce(c.tab_minor, 0) > 0 then 'TAB' else 'CARD' end as pay_by,
             c.ended_at as created_at,
             ${withDisputeStanding(sql`case when coalesce(c.tab_minor, 0) - coalesce(r.off_tab, 0) > 0 and (t.status is distinct from 'SUCCEEDED') then 'PENDING' else 'SUCCESS' end`)} as status,
             c.call_id, c.billable_seconds, coalesce(r.refunded, 0) as refunded_minor
      from payment.call_charges c left join payment.tab_charges t on t.id = c.tab_charge_id left join (${refundsByCall}) r on r.call_id = c.call_id ${disputeStanding}
      where c.user_id = ${userId} and c.status = 'CHARGED'
      union all
      select t.id::text, 'TAB', t.amount_minor, '', 'CARD', t.created_at, case when t.status = 'SUCCEEDED' then 'SUCCESS' else t.status end, '', 0, 0
      from payment.tab_charges t
      where t.user_id = ${userId} and t.status in ('SUCCEEDED', 'FAILED')`,
    filter,
  );
}

/** A helper's earnings: their share of each charged call less what refunds clawed back, IN_REVIEW or RESOLVED when disputed, else PENDING until it is withdrawable (72 h); newest first. */
export async function helperTransactions(db: Database, helperId: string, filter: TransactionFilter): Promise<TransactionPageRows> {
  return page(
    db,
    sql`
      select c.call_id as id, 'CALL' as type, c.price_minor - c.commission_minor - coalesce(r.clawed_back, 0) as amount_minor, c.category_id, 'EARNING' as pay_by, c.ended_at as created_at,
             ${withDisputeStanding(sql`case when c.released_at is null then 'PENDING' else 'SUCCESS' end`)} as status, c.call_id, c.billable_seconds, coalesce(r.clawed_back, 0) as refunded_minor
      from payment.call_charges c left join (${refundsByCall}) r on r.call_id = c.call_id ${disputeStanding}
      where c.helper_id = ${helperId} and c.status = 'CHARGED'`,
    filter,
  );
}

async function page(db: Database, lines: ReturnType<typeof sql>, filter: TransactionFilter): Promise<TransactionPageRows> {
  const callIds = filter.callIds ? JSON.stringify(filter.callIds) : null;
  const result = (await db.execute(sql`
    select x.*, count(*) over () as total,
           coalesce(sum(x.amount_minor) filter (where x.type = 'CALL') over (), 0)::text as call_amount,
           count(*) filter (where x.type = 'CALL') over () as call_count,
           coalesce(sum(x.billable_seconds) filter (where x.type = 'CALL') over (), 0)::text as call_seconds
    from (${lines}) x
    where (${filter.from ?? null}::timestamptz is null or x.created_at >= ${filter.from ?? null}::timestamptz)
      and (${filter.to ?? null}::timestamptz is null or x.created_at < ${filter.to ?? null}::timestamptz)
      and (${filter.status ?? null}::text is null or x.status = ${filter.status ?? null}::text)
      and (${callIds}::jsonb is null or (x.type = 'CALL' and x.call_id in (select jsonb_array_elements_text(${callIds}::jsonb))))
    order by x.created_at desc, x.id
    limit ${filter.limit} offset ${filter.offset}`)) as unknown as { rows: RawRow[] };
  const rows = result.rows.map((r) => ({
    id: r.id,
    type: r.type,
    amountMinor: BigInt(r.amount_minor),
    categoryId: r.category_id,
    payBy: r.pay_by,
    createdAt: new Date(r.created_at),
    status: r.status,
    callId: r.call_id,
    billableSeconds: Number(r.billable_seconds ?? 0),
    refundedMinor: BigInt(r.refunded_minor ?? 0),
  }));
  const first = result.rows[0];
  if (first) {
    const callTotals = { amountMinor: BigInt(first.call_amount), calls: Number(first.call_count), billableSeconds: Number(first.call_seconds) };
    return { rows, total: Number(first.total), callTotals };
  }
  // A page past the end (or an empty filter): the totals come from the first page.
  if (filter.offset > 0) return { ...(await page(db, lines, { ...filter, limit: 1, offset: 0 })), rows };
  return { rows, total: 0, callTotals: NO_CALLS };
}

export interface EarningBucketRow {
  start: Date;
  earningsMinor: bigint;
  calls: number;
  seconds: number;
}

/** A helper's charged calls since `from`, summed per `unit` (UTC): their share less refunds' claw-backs, the calls, the seconds. */
export async function helperEarningBuckets(db: Database, helperId: string, unit: 'day' | 'month' | 'year', from: Date): Promise<EarningBucketRow[]> {
  const result = (await db.execute(sql`
    select to_char(date_trunc(${unit}, c.ended_at at time zone 'UTC'), 'YYYY-MM-DD') as bucket, sum(c.price_minor - c.commission_minor - coalesce(r.clawed_back, 0))::text as earnings, count(*)::int as calls, coalesce(sum(c.billable_seconds), 0)::bigint::text as seconds
    from payment.call_charges c left join (${refundsByCall}) r on r.call_id = c.call_id
    where c.helper_id = ${helperId} and c.status = 'CHARGED' and c.ended_at >= ${from}
    group by 1 order by 1`)) as unknown as { rows: { bucket: string; earnings: string; calls: number; seconds: string }[] };
  return result.rows.map((r) => ({ start: new Date(`${r.bucket}T00:00:00Z`), earningsMinor: BigInt(r.earnings), calls: r.calls, seconds: Number(r.seconds) }));
}

/** A helper's totals over every charged call ("Earned in all": net of refunds' claw-backs). */
export async function helperTotals(db: Database, helperId: string): Promise<{ earnedMinor: bigint; calls: number; seconds: number }> {
  const result = (await db.execute(sql`
    select coalesce(sum(c.price_minor - c.commission_minor - coalesce(r.clawed_back, 0)), 0)::text as earned, count(*)::int as calls, coalesce(sum(c.billable_seconds), 0)::bigint::text as seconds
    from payment.call_charges c left join (${refundsByCall}) r on r.call_id = c.call_id where c.helper_id = ${helperId} and c.status = 'CHARGED'`)) as unknown as {
    rows: { earned: string; calls: number; seconds: string }[];
  };
  const row = result.rows[0]!;
  return { earnedMinor: BigInt(row.earned), calls: row.calls, seconds: Number(row.seconds) };
}

/**
 * A helper's coming releases (charged calls whose share is still pending, released by the job after
 * 72 hours): the next one's time and share net of refunds, and the last one's time. A release past
 * due (a dispute holds it) is not "coming".
 */
export async function helperComingReleases(db: Database, helperId: string, now: Date): Promise<{ next?: { at: Date; shareMinor: bigint }; lastAt?: Date }> {
  const result = (await db.execute(sql`
    select c.release_at as at, (c.price_minor - c.commission_minor - coalesce(r.clawed_back, 0))::text as share, max(c.release_at) over () as last_at
    from payment.call_charges c left join (${refundsByCall}) r on r.call_id = c.call_id
    where c.helper_id = ${helperId} and c.status = 'CHARGED' and c.released_at is null and c.release_at > ${now}
    order by c.release_at limit 1`)) as unknown as { rows: { at: Date | string; share: string; last_at: Date | string }[] };
  const row = result.rows[0];
  if (!row) return {};
  return { next: { at: new Date(row.at), shareMinor: BigInt(row.share) }, lastAt: new Date(row.last_at) };
}

export interface WithdrawalBucketRow {
  start: Date;
  requestedMinor: bigint;
  paidMinor: bigint;
  count: number;
}

/** A helper's withdrawals since `from`, summed per `unit` (UTC) by the day they were asked for. */
export async function helperWithdrawalBuckets(db: Database, helperId: string, unit: 'day' | 'month' | 'year', from: Date): Promise<WithdrawalBucketRow[]> {
  const result = (await db.execute(sql`
    select to_char(date_trunc(${unit}, w.created_at at time zone 'UTC'), 'YYYY-MM-DD') as bucket, sum(w.amount_minor)::text as requested,
           coalesce(sum(w.amount_minor) filter (where w.status = 'SUCCESS'), 0)::text as paid, count(*)::int as n
    from payment.withdrawals w
    where w.helper_id = ${helperId} and w.created_at >= ${from}
    group by 1 order by 1`)) as unknown as { rows: { bucket: string; requested: string; paid: string; n: number }[] };
  return result.rows.map((r) => ({ start: new Date(`${r.bucket}T00:00:00Z`), requestedMinor: BigInt(r.requested), paidMinor: BigInt(r.paid), count: r.n }));
}

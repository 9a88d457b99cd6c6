import { charge } from '@helpwire/proto';
import { Money, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { bucketStarts, TRUNC_UNIT, type AnalyticsPeriod } from '../domain/charges/analytics-buckets';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { helperComingReleases, helperEarningBuckets, helperTotals, helperWithdrawalBuckets } from '../store/transaction-queries';
import type { ChargeDeps } from './deps';
import { helperWallet } from './get-wallet';

const PERIODS: Record<number, AnalyticsPeriod> = {
  [charge.AnalyticsPeriod.ANALYTICS_PERIOD_DAILY]: 'DAILY',
  [charge.AnalyticsPeriod.ANALYTICS_PERIOD_MONTHLY]: 'MONTHLY',
  [charge.AnalyticsPeriod.ANALYTICS_PERIOD_YEARLY]: 'YEARLY',
};

const input = z.object({ period: z.number().int() });

export interface HelperAnalytics {
  wallet: {
    available: Money;
    pending: Money;
    inWithdrawal: Money;
    totalEarned: Money;
    totalCalls: number;
    totalSeconds: number;
    /** The next pending share to become available (when and how much), and when the last one does. */
    nextRelease?: { at: Date; amount: Money };
    lastReleaseAt?: Date;
  };
  buckets: { start: Date; earnings: Money; calls: number; seconds: number; withdrawnRequested: Money; withdrawnPaid: Money; withdrawals: number }[];
}

/**
 * A helper's wallet (from the ledger: available, pending for 72 h with when it becomes available, in withdrawal) and their
 * earnings, calls and talk time per day, month or year (spec §2 Earnings, Analytics and insights);
 * and withdrawals per bucket; every bucket of the period is there, empty ones as zero, so a chart
 * has no gaps.
 */
export async function helperAnalytics(deps: ChargeDeps, request: charge.GetHelperAnalyticsRequest, ctx: CallContext): Promise<HelperAnalytics> {
  const { userId } = requireRole(ctx, 'HELPER');
  const period = PERIODS[validateInput(input, request).period] ?? 'DAILY';
  const starts = bucketStarts(period, deps.now());
  const [totals, rows, withdrawals, wallet, releases] = await Promise.all([
    helperTotals(deps.db, userId),
    helperEarningBuckets(deps.db, userId, TRUNC_UNIT[period], starts[0]!),
    helperWithdrawalBuckets(deps.db, userId, TRUNC_UNIT[period], starts[0]!),
    helperWallet(deps, userId),
    helperComingReleases(deps.db, userId, deps.now()),
  ]);
  const byStart = new Map(rows.map((row) => [row.start.getTime(), row]));
  const withdrawnByStart = new Map(withdrawals.map((row) => [row.start.getTime(), row]));
  return {
    wallet: {
      ...wallet,
      totalEarned: Money.of(totals.earnedMinor, LEDGER_CURRENCY),
      totalCalls: totals.calls,
      totalSeconds: totals.seconds,
      ...(releases.next && { nextRelease: { at: releases.next.at, amount: Money.of(releases.next.shareMinor, LEDGER_CURRENCY) } }),
      ...(releases.lastAt && { lastReleaseAt: releases.lastAt }),
    },
    buckets: starts.map((start) => {
      const row = byStart.get(start.getTime());
      const withdrawn = withdrawnByStart.get(start.getTime());
      return {
        start,
        earnings: Money.of(row?.earningsMinor ?? 0n, LEDGER_CURRENCY),
        calls: row?.calls ?? 0,
        seconds: row?.seconds ?? 0,
        withdrawnRequested: Money.of(withdrawn?.requestedMinor ?? 0n, LEDGER_CURRENCY),
        withdrawnPaid: Money.of(withdrawn?.paidMinor ?? 0n, LEDGER_CURRENCY),
        withdrawals: withdrawn?.count ?? 0,
      };
    }),
  };
}

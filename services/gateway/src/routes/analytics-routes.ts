import { AnalyticsTexts, routes, type AnalyticsPeriod, type EarningSeries, type EarningsWallet } from '@helpwire/contracts';
import { charge, type afterCall } from '@helpwire/proto';
import { requireRole, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { listTransactions } from './charge-routes';

export interface AnalyticsRouteDeps {
  charges: PromiseClient<charge.ChargeServiceClient>;
  afterCalls: PromiseClient<afterCall.AfterCallServiceClient>;
  deadlineMs: number;
}

const PERIODS: Record<AnalyticsPeriod, charge.AnalyticsPeriod> = {
  daily: charge.AnalyticsPeriod.ANALYTICS_PERIOD_DAILY,
  monthly: charge.AnalyticsPeriod.ANALYTICS_PERIOD_MONTHLY,
  yearly: charge.AnalyticsPeriod.ANALYTICS_PERIOD_YEARLY,
};

const cents = (money: { amountMinor: string } | undefined) => money?.amountMinor ?? '0';

function toWallet(wallet: charge.HelperWallet | undefined): EarningsWallet {
  return {
    availableCents: cents(wallet?.available),
    pendingCents: cents(wallet?.pending),
    inWithdrawalCents: cents(wallet?.inWithdrawal),
    totalEarnedCents: cents(wallet?.totalEarned),
    currency: wallet?.available?.currency || 'USD',
    nextRelease: wallet?.nextReleaseAt ? { at: wallet.nextReleaseAt.toISOString(), amountCents: cents(wallet.nextRelease) } : null,
    lastReleaseAt: wallet?.lastReleaseAt?.toISOString() ?? null,
  };
}

/**
 * A helper's earnings and analytics (spec §2 Earnings, Analytics and insights; §7): the wallet, the
 * totals, and series by day, month or year, all from the payment service's one GetHelperAnalytics;
 * the average rating from the call service. HELPER only, their own.
 */
export function analyticsRoutes({ charges, afterCalls, deadlineMs }: AnalyticsRouteDeps): ApiRoute[] {
  const call = (identity: Identity) => ({ identity, deadlineMs });
  const analytics = (identity: Identity, period: AnalyticsPeriod = 'daily') => charges.getHelperAnalytics({ period: PERIODS[period] }, call(identity));
  const series = async (identity: Identity, period: AnalyticsPeriod = 'daily'): Promise<{ data: EarningSeries; message?: string }> => {
    const answer = await analytics(identity, period);
    const buckets = answer.buckets.map((b) => ({
      start: (b.start ?? new Date(0)).toISOString(),
      earningsCents: cents(b.earnings),
      calls: b.calls,
      seconds: Number(b.seconds),
    }));
    return { data: { period, currency: 'USD', buckets }, message: buckets.every((b) => b.calls === 0) ? AnalyticsTexts.noEarnings : undefined };
  };
  return [
    defineRoute(routes.helpers.totalAnalytics, {
      tag: 'Earnings',
      summary:
        "The helper's overview: wallet (available, pending 72 h, in withdrawal), total earned, total calls, completed requests, talk time and average rating",
      handler: async ({ identity }) => {
        const [answer, rating] = await Promise.all([analytics(identity), afterCalls.getAverageRating({ helperId: identity.userId! }, call(identity))]);
        const wallet = answer.wallet;
        return {
          data: {
            wallet: toWallet(wallet),
            totalCalls: wallet?.totalCalls ?? 0,
            completedRequests: wallet?.totalCalls ?? 0,
            totalSeconds: Number(wallet?.totalSeconds ?? 0),
            averageRating: rating.averageRating ?? null,
            ratingCount: rating.ratingCount,
          },
        };
      },
    }),
    defineRoute(routes.helpers.totalCalls, {
      tag: 'Earnings',
      summary: "The helper's completed (charged) calls and their talk time",
      handler: async ({ identity }) => {
        const wallet = (await analytics(identity)).wallet;
        return { data: { totalCalls: wallet?.totalCalls ?? 0, totalSeconds: Number(wallet?.totalSeconds ?? 0) } };
      },
    }),
    defineRoute(routes.helpers.totalEarnings, {
      tag: 'Earnings',
      summary: "The helper's wallet: available to withdraw, pending (calls of the last 72 hours), in withdrawal, and everything earned",
      handler: async ({ identity }) => ({ data: toWallet((await analytics(identity)).wallet) }),
    }),
    defineRoute(routes.helpers.earningAnalytics, {
      tag: 'Earnings',
      summary: 'Earnings and calls per day (last 30 days), month (last 12) or year (last 5); "No Earnings found" when all are empty',
      handler: ({ query, identity }) => series(identity, query.period),
    }),
    defineRoute(routes.helpers.durationAnalytics, {
      tag: 'Earnings',
      summary: 'Talk time (both-present seconds) and calls per day, month or year',
      handler: ({ query, identity }) => series(identity, query.period),
    }),
    defineRoute(routes.helpers.withdrawAnalytics, {
      tag: 'Earnings',
      summary: 'Withdrawals asked for and paid out per day, month or year',
      handler: async ({ query, identity }) => {
        const period = query.period ?? 'daily';
        const answer = await analytics(identity, period);
        const buckets = answer.buckets.map((b) => ({
          start: (b.start ?? new Date(0)).toISOString(),
          requestedCents: cents(b.withdrawnRequested),
          paidCents: cents(b.withdrawnPaid),
          withdrawals: b.withdrawals,
        }));
        return { data: { period, currency: 'USD', buckets } };
      },
    }),
    defineRoute(routes.helpers.helperEarnings, {
      tag: 'Earnings',
      summary: "The helper's earnings per call, newest first (the helper's /transaction/all)",
      handler: async ({ query, identity }) => {
        // The same list as /transaction/all, but a helper's route: a user is refused, as on the other /helpers routes.
        requireRole({ identity }, 'HELPER');
        const page = await listTransactions(charges, query, call(identity));
        return { data: page, message: page.total === 0 ? AnalyticsTexts.noEarnings : undefined };
      },
    }),
  ];
}

import { routes, type AdminOverview } from '@helpwire/contracts';
import { authNames, type auth, type call, type charge, type matching } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';

export interface AdminOverviewRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  calls: PromiseClient<call.CallServiceClient>;
  charges: PromiseClient<charge.ChargeServiceClient>;
  matching: PromiseClient<matching.MatchingServiceClient>;
  deadlineMs: number;
}

/** The start of today in UTC: "today" when the page does not say where its day starts. */
const startOfUtcDay = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const cents = (money: { amountMinor: string } | undefined) => money?.amountMinor ?? '0';

/**
 * GET /admin/overview: the console's first page (issue 24, item 1). Four services answer side by
 * side, each for what it owns and each checking the admin role itself: helpers online (matching's
 * presence), waiting for review (auth), calls (call), money and the money queues (payment's ledger).
 */
export function adminOverviewRoutes({ auth: accounts, calls, charges, matching, deadlineMs }: AdminOverviewRouteDeps): ApiRoute[] {
  const opts = (identity: Identity) => ({ identity, deadlineMs });
  return [
    defineRoute(routes.admin.overview, {
      tag: 'Admin',
      summary:
        'The console overview (admins only): helpers online, in a call and waiting for review; calls in progress, asked for, connected and minutes talked since `since` (default: the start of the day in UTC); money charged, commission and refunds since then; pending withdrawals and open disputes',
      handler: async ({ query, identity }) => {
        const since = query.since ? new Date(query.since) : startOfUtcDay();
        const [presence, waiting, activity, money] = await Promise.all([
          matching.countHelpersOnline({}, opts(identity)),
          accounts.countHelpers({ status: authNames.verificationStatusNames.toProto('IN_REVIEW') }, opts(identity)),
          calls.getCallActivity({ since }, opts(identity)),
          charges.getMarketplaceMoney({ since }, opts(identity)),
        ]);
        const overview: AdminOverview = {
          since: since.toISOString(),
          helpers: { online: presence.online, inCall: presence.inCall, waitingForReview: waiting.count },
          calls: { inProgress: activity.inProgress, requested: activity.requested, connected: activity.connected, minutes: activity.minutes },
          money: {
            currency: money.charged?.currency || 'USD',
            chargedCents: cents(money.charged),
            commissionCents: cents(money.commission),
            refundedCents: cents(money.refunded),
          },
          withdrawals: { pending: money.pendingWithdrawals, pendingCents: cents(money.pendingWithdrawalsTotal) },
          disputes: { open: money.openDisputes },
        };
        return { data: overview };
      },
    }),
  ];
}

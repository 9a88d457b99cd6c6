import type { plan } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { liveSubscriptionOf } from '../store/subscription-store';
import type { SubscriptionDeps } from './deps';
import { settleDueSubscription } from './settle-due-subscription';
import { syncSubscription } from './sync-subscription';
import { inTurn } from './subscription-turns';
import { sandboxBillingOf } from './subscription-clock';
import { invoiceMessageOf, subscriber, subscriptionMessageOf } from './subscription-answers';

/**
 * Test mode only (refused with Stripe): the caller's subscription clock moves to the next thing due
 * and it happens, as Stripe's test clocks do. Due next is a failed renewal's retry or the end of its
 * grace, otherwise the period's end (a renewal, or a cancellation or downgrade taking effect). So
 * repeated calls walk renewal → failure → retries → the free plan. Without a paid subscription
 * nothing is due and the answer is the free plan.
 */
export async function advanceSandboxClock(deps: SubscriptionDeps, ctx: CallContext): Promise<plan.SandboxAdvanceClockResponse> {
  const sandbox = sandboxBillingOf(deps);
  const { accountId, language } = subscriber(ctx);
  return inTurn(accountId, async () => {
    const found = await liveSubscriptionOf(deps.db, accountId);
    // In line first (the renewal goes to the default card as it is now).
    const live = found ? ((await syncSubscription(deps, { providerSubscriptionId: found.providerSubscriptionId }))?.subscription ?? found) : undefined;
    if (!live || live.status === 'INCOMPLETE' || live.status === 'ENDED') return { subscription: await subscriptionMessageOf(deps, accountId, language, live) };
    const dunning = live.status === 'PAST_DUE' ? [live.nextRetryAt, live.graceEndsAt].filter((at): at is Date => at !== null) : [];
    const due = dunning.length > 0 ? new Date(Math.min(...dunning.map((at) => at.getTime()))) : live.currentPeriodEnd;
    const now = await sandbox.advanceClock(live.providerCustomerId, due);
    const settled = await settleDueSubscription(deps, live, now);
    return {
      subscription: await subscriptionMessageOf(deps, accountId, language, settled?.subscription),
      invoice: settled?.invoice ? await invoiceMessageOf(deps, settled.invoice, language) : undefined,
    };
  });
}

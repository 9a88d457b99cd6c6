import type { plan } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { liveSubscriptionOf } from '../src/store/subscription-store';
import type { SubscriptionDeps } from '../src/use-cases/deps';
import { handleStripeWebhook } from '../src/use-cases/handle-stripe-webhook';
import { settleDueSubscription } from '../src/use-cases/settle-due-subscription';
import { invoiceMessageOf, subscriber, subscriptionMessageOf } from '../src/use-cases/subscription-answers';
import { syncSubscription } from '../src/use-cases/sync-subscription';
import { WEBHOOK_SECRET } from './card-fixture';
import type { StripeDouble } from './stripe-double/stripe-double';

export interface StripeClockWorld {
  subs: SubscriptionDeps;
  double: StripeDouble;
  /** The service's time (with Stripe, real time: here the time the test clock reached). */
  now: Date;
}

const delivered = new WeakMap<StripeDouble, Set<string>>();

/**
 * The webhooks Stripe sends about a customer that were not delivered yet, in order, each posted
 * twice (Stripe delivers at least once): verified, stored, acted on once.
 */
export async function deliverStripeEvents(world: StripeClockWorld, customerId: string): Promise<void> {
  const done = delivered.get(world.double) ?? delivered.set(world.double, new Set()).get(world.double)!;
  for (const event of world.double.billing.events) {
    const object = (event.data as { object: { customer?: unknown } }).object;
    if (done.has(event.id) || object.customer !== customerId) continue;
    done.add(event.id);
    const { payload, signature } = world.double.billing.signed(event, WEBHOOK_SECRET);
    for (const expected of [true, false]) {
      const answer = await handleStripeWebhook(world.subs, { payload: Buffer.from(payload), signature });
      if (answer.processed !== expected) throw new Error(`event ${event.id} (${String(event.type)}) processed ${answer.processed}, not ${expected}`);
    }
  }
}

/**
 * SandboxAdvanceClock's walk with Stripe Billing (decision 0085), as it happens in production: the
 * customer's test clock moves to the next thing due (a failed renewal's retry or the end of its
 * grace, otherwise the period's end) and so does the service's time; Stripe does its part (renews,
 * charges, ends a cancelled subscription) and sends its webhooks, which are delivered; then the
 * subscription job settles what is due (dunning's retry or end). Answers as SandboxAdvanceClock.
 */
export async function advanceStripeClock(world: StripeClockWorld, ctx: CallContext): Promise<plan.SandboxAdvanceClockResponse> {
  const deps = world.subs;
  const { accountId, language } = subscriber(ctx);
  const found = await liveSubscriptionOf(deps.db, accountId);
  const live = found ? ((await syncSubscription(deps, { providerSubscriptionId: found.providerSubscriptionId }))?.subscription ?? found) : undefined;
  if (!live || live.status === 'INCOMPLETE' || live.status === 'ENDED') return { subscription: await subscriptionMessageOf(deps, accountId, language, live) };
  const dunning = live.status === 'PAST_DUE' ? [live.nextRetryAt, live.graceEndsAt].filter((at): at is Date => at !== null) : [];
  const due = dunning.length > 0 ? new Date(Math.min(...dunning.map((at) => at.getTime()))) : live.currentPeriodEnd;
  world.double.billing.advanceClock(live.providerCustomerId, due);
  world.now = due;
  await deliverStripeEvents(world, live.providerCustomerId);
  const settled = await settleDueSubscription(deps, live, due);
  return {
    subscription: await subscriptionMessageOf(deps, accountId, language, settled?.subscription),
    invoice: settled?.invoice ? await invoiceMessageOf(deps, settled.invoice, language) : undefined,
  };
}

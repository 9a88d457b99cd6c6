import { SubscriptionTexts } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import { AppError, Money, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { addMonths } from '../domain/subscriptions/billing-period';
import { toPlanChangePreviewMessage, type PlanChangePreview } from '../grpc/plan-messages';
import { findPlan } from '../store/plan-queries';
import type { StoragePlanRow } from '../store/plan-schema';
import { liveSubscriptionOf } from '../store/subscription-store';
import type { SubscriptionDeps } from './deps';
import { priceOf } from './plan-prices';
import { subscriptionNow } from './subscription-clock';
import { planInEffect, subscriber } from './subscription-answers';

export const planChoice = z.object({ planId: z.string({ error: SubscriptionTexts.planIdRequired }).trim().min(1, SubscriptionTexts.planIdRequired).max(40) });

/** A plan on sale, or NOT_FOUND. */
export async function planOnSale(deps: SubscriptionDeps, planId: string): Promise<StoragePlanRow> {
  const row = await findPlan(deps.db, planId);
  if (!row || !row.onSale) throw new AppError('NOT_FOUND', SubscriptionTexts.planNotFound, 'PAYMENT_PLAN_NOT_FOUND');
  return row;
}

/**
 * What choosing a plan would do (decision 0085): a new subscription charges the plan's price now; an
 * upgrade charges now the prorated difference (the provider's own preview, to the second, on the
 * account's clock); a downgrade or the free plan takes effect at the period's end and charges nothing.
 */
export async function previewPlanChange(
  deps: SubscriptionDeps,
  request: plan.PreviewPlanChangeRequest,
  ctx: CallContext,
): Promise<plan.PreviewPlanChangeResponse> {
  const { accountId, language } = subscriber(ctx);
  const target = await planOnSale(deps, validateInput(planChoice, request).planId);
  const live = await liveSubscriptionOf(deps.db, accountId);
  const now = await subscriptionNow(deps, live?.providerCustomerId);
  const price = Money.of(target.priceMinor, target.currency);
  const zero = Money.zero(target.currency);
  const paid = live && (live.status === 'ACTIVE' || live.status === 'PAST_DUE') ? live : undefined;
  let preview: PlanChangePreview;
  if (!paid) {
    const next = addMonths(now, 1);
    preview = { plan: target, timing: 'NOW', dueNow: price, prorationCredit: zero, effectiveAt: now, nextRenewalAt: next, nextRenewalAmount: price };
    if (target.priceMinor === 0n) preview = { ...preview, nextRenewalAt: now };
  } else {
    const current = await planInEffect(deps, paid);
    if (target.priceMinor > current.priceMinor) {
      const proration = await deps.billing.previewPriceChange({
        subscriptionId: paid.providerSubscriptionId,
        priceId: await priceOf(deps, target),
        prorationDate: now,
      });
      const credit = proration.lines.filter((line) => line.amount.isNegative()).reduce((sum, line) => sum.minus(line.amount), zero);
      preview = {
        plan: target,
        timing: 'NOW',
        dueNow: proration.amountDue,
        prorationCredit: credit,
        effectiveAt: now,
        nextRenewalAt: paid.currentPeriodEnd,
        nextRenewalAmount: price,
      };
    } else {
      const timing = target.id === current.id ? 'NOW' : 'PERIOD_END';
      preview = {
        plan: target,
        timing,
        dueNow: zero,
        prorationCredit: zero,
        effectiveAt: timing === 'NOW' ? now : paid.currentPeriodEnd,
        nextRenewalAt: paid.currentPeriodEnd,
        nextRenewalAmount: price,
      };
    }
  }
  return toPlanChangePreviewMessage(preview, language);
}

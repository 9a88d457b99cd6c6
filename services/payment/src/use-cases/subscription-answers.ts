import { SubscriptionTexts } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { toInvoiceMessage, toSubscriptionMessage } from '../grpc/plan-messages';
import { defaultCardOf } from '../store/card-store';
import { findPlan } from '../store/plan-queries';
import type { StoragePlanRow } from '../store/plan-schema';
import type { SubscriptionInvoiceRow, SubscriptionRow } from '../store/subscription-schema';
import { liveSubscriptionOf } from '../store/subscription-store';
import type { SubscriptionDeps } from './deps';

export type Language = 'en' | 'ar';

/** The signed-in person (a user or a helper) whose own account a subscription call acts on, and their language. */
export function subscriber(ctx: CallContext): { accountId: string; language: Language } {
  const { userId } = requireRole(ctx, 'USER', 'HELPER');
  return { accountId: userId, language: ctx.identity.language === 'ar' ? 'ar' : 'en' };
}

/** A plan by id; a missing one is a server fault (our rows only name plans that exist). */
export async function planRow(deps: SubscriptionDeps, id: string): Promise<StoragePlanRow> {
  const row = await findPlan(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', SubscriptionTexts.planNotFound, 'PAYMENT_PLAN_NOT_FOUND');
  return row;
}

/** The plan whose storage the account has now: its paid plan while in effect, the free plan otherwise. */
export async function planInEffect(deps: SubscriptionDeps, row: SubscriptionRow | undefined): Promise<StoragePlanRow> {
  return planRow(deps, row && (row.status === 'ACTIVE' || row.status === 'PAST_DUE') ? row.planId : 'free');
}

/** The account's subscription as the wire carries it (no live row: the free plan). */
export async function subscriptionMessageOf(deps: SubscriptionDeps, accountId: string, language: Language, row?: SubscriptionRow): Promise<plan.Subscription> {
  const live = row && row.status !== 'ENDED' ? row : row ? undefined : await liveSubscriptionOf(deps.db, accountId);
  const [inEffect, nextPlan, card] = await Promise.all([
    planInEffect(deps, live),
    live?.nextPlanId ? findPlan(deps.db, live.nextPlanId) : undefined,
    defaultCardOf(deps.db, accountId, deps.cards.name),
  ]);
  return toSubscriptionMessage({ row: live, plan: inEffect, nextPlan, card }, language);
}

export async function invoiceMessageOf(deps: SubscriptionDeps, row: SubscriptionInvoiceRow, language: Language): Promise<plan.Invoice> {
  return toInvoiceMessage(row, await findPlan(deps.db, row.planId), language);
}

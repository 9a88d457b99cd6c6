import { planNames, type plan } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import type { CardRow } from '../store/card-store';
import type { StoragePlanRow } from '../store/plan-schema';
import type { SubscriptionInvoiceRow, SubscriptionRow } from '../store/subscription-schema';

type Language = 'en' | 'ar';

/** A storage plan as the wire carries it, its texts in `language` (en or ar). */
export function toStoragePlanMessage(row: StoragePlanRow, language: Language): plan.StoragePlan {
  return {
    id: row.id,
    name: row.name[language],
    summary: row.summary[language],
    storageBytes: String(row.storageBytes),
    retentionDays: row.retentionDays,
    price: Money.of(row.priceMinor, row.currency).toProto(),
    interval: planNames.billingIntervalNames.toProto(row.interval),
  };
}

/** What the caller's subscription view is made of: the live row (none: the free plan), its plans and the card it renews on. */
export interface SubscriptionView {
  row: SubscriptionRow | undefined;
  /** The plan in effect now (the free plan without a paid subscription in effect). */
  plan: StoragePlanRow;
  nextPlan: StoragePlanRow | undefined;
  card: CardRow | undefined;
}

export function toSubscriptionMessage(view: SubscriptionView, language: Language): plan.Subscription {
  const { row } = view;
  const paid = row && (row.status === 'ACTIVE' || row.status === 'PAST_DUE') ? row : undefined;
  const status = !row || row.status === 'ENDED' ? 'FREE' : row.status;
  return {
    plan: toStoragePlanMessage(view.plan, language),
    status: planNames.subscriptionStatusNames.toProto(status),
    currentPeriodStart: paid?.currentPeriodStart,
    currentPeriodEnd: paid?.currentPeriodEnd,
    cancelAtPeriodEnd: paid?.cancelAtPeriodEnd ?? false,
    nextPlan: paid && view.nextPlan ? toStoragePlanMessage(view.nextPlan, language) : undefined,
    cardBrand: view.card?.brand,
    cardLast4: view.card?.last4,
    nextRetryAt: paid?.status === 'PAST_DUE' ? (paid.nextRetryAt ?? undefined) : undefined,
    graceEndsAt: paid?.status === 'PAST_DUE' ? (paid.graceEndsAt ?? undefined) : undefined,
    storageQuotaBytes: String(view.plan.storageBytes),
  };
}

/** An invoice with its lines (the receipt), its plan named in `language`. */
export function toInvoiceMessage(row: SubscriptionInvoiceRow, planRow: StoragePlanRow | undefined, language: Language): plan.Invoice {
  return {
    id: row.id,
    number: row.number,
    status: planNames.invoiceStatusNames.toProto(row.status),
    reason: planNames.invoiceReasonNames.toProto(row.reason),
    planId: row.planId,
    planName: planRow?.name[language] ?? row.planId,
    total: Money.of(row.totalMinor, row.currency).toProto(),
    amountRefunded: Money.of(row.refundedMinor, row.currency).toProto(),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    createdAt: row.createdAt,
    paidAt: row.paidAt ?? undefined,
    lines: row.lines.map((line) => ({ description: line.description, amount: Money.of(BigInt(line.amountMinor), row.currency).toProto() })),
    cardBrand: row.cardBrand ?? undefined,
    cardLast4: row.cardLast4 ?? undefined,
    attempts: row.attempts,
  };
}

export interface PlanChangePreview {
  plan: StoragePlanRow;
  timing: 'NOW' | 'PERIOD_END';
  dueNow: Money;
  prorationCredit: Money;
  effectiveAt: Date;
  nextRenewalAt: Date;
  nextRenewalAmount: Money;
}

export function toPlanChangePreviewMessage(preview: PlanChangePreview, language: Language): plan.PreviewPlanChangeResponse {
  return {
    plan: toStoragePlanMessage(preview.plan, language),
    timing: planNames.planChangeTimingNames.toProto(preview.timing),
    dueNow: preview.dueNow.toProto(),
    prorationCredit: preview.prorationCredit.toProto(),
    effectiveAt: preview.effectiveAt,
    nextRenewalAt: preview.nextRenewalAt,
    nextRenewalAmount: preview.nextRenewalAmount.toProto(),
  };
}

import type { Invoice, PlanChangePreview, StoragePlan, Subscription } from '@helpwire/contracts';
import { planNames, type plan } from '@helpwire/proto';

/**
 * Storage subscriptions (decision 0085) from PlanService's messages to the REST shapes of
 * packages/contracts/src/subscriptions.ts: money as integer cents in strings, times as ISO 8601,
 * enums by name.
 */

const { subscriptionStatusNames, invoiceStatusNames, invoiceReasonNames, planChangeTimingNames } = planNames;

const cents = (money: { amountMinor: string } | undefined): string => money?.amountMinor || '0';
const isoOrNull = (time: Date | undefined): string | null => (time ? time.toISOString() : null);
/** A time the message must carry; the epoch when a drifted answer lacks it (the response check then shows it plainly). */
const iso = (time: Date | undefined): string => (time ?? new Date(0)).toISOString();
const cardOf = (brand: string | undefined, last4: string | undefined) => (brand && last4 ? { brand, last4 } : null);

export const storagePlanJson = (p: plan.StoragePlan | undefined): StoragePlan => ({
  id: p?.id ?? '',
  name: p?.name ?? '',
  summary: p?.summary ?? '',
  storageBytes: p?.storageBytes ?? '0',
  retentionDays: p?.retentionDays ?? 0,
  priceCents: cents(p?.price),
  currency: p?.price?.currency || 'USD',
  interval: planNames.billingIntervalNames.nameOf(p?.interval ?? 0) as StoragePlan['interval'],
});

export const subscriptionJson = (s: plan.Subscription | undefined): Subscription => ({
  plan: storagePlanJson(s?.plan),
  status: subscriptionStatusNames.nameOf(s?.status ?? 0),
  currentPeriodStart: isoOrNull(s?.currentPeriodStart),
  currentPeriodEnd: isoOrNull(s?.currentPeriodEnd),
  cancelAtPeriodEnd: s?.cancelAtPeriodEnd ?? false,
  nextPlan: s?.nextPlan ? storagePlanJson(s.nextPlan) : null,
  card: cardOf(s?.cardBrand, s?.cardLast4),
  nextRetryAt: isoOrNull(s?.nextRetryAt),
  graceEndsAt: isoOrNull(s?.graceEndsAt),
  storageQuotaBytes: s?.storageQuotaBytes ?? '0',
});

export const invoiceJson = (invoice: plan.Invoice): Invoice => ({
  id: invoice.id,
  number: invoice.number,
  status: invoiceStatusNames.nameOf(invoice.status),
  reason: invoiceReasonNames.nameOf(invoice.reason),
  planId: invoice.planId,
  planName: invoice.planName,
  totalCents: cents(invoice.total),
  refundedCents: cents(invoice.amountRefunded),
  currency: invoice.total?.currency || 'USD',
  periodStart: iso(invoice.periodStart),
  periodEnd: iso(invoice.periodEnd),
  createdAt: iso(invoice.createdAt),
  paidAt: isoOrNull(invoice.paidAt),
  lines: invoice.lines.map((line) => ({ description: line.description, amountCents: cents(line.amount) })),
  card: cardOf(invoice.cardBrand, invoice.cardLast4),
  attempts: invoice.attempts,
});

export const planChangePreviewJson = (preview: plan.PreviewPlanChangeResponse): PlanChangePreview => ({
  plan: storagePlanJson(preview.plan),
  timing: planChangeTimingNames.nameOf(preview.timing),
  dueNowCents: cents(preview.dueNow),
  prorationCreditCents: cents(preview.prorationCredit),
  currency: preview.dueNow?.currency || preview.nextRenewalAmount?.currency || 'USD',
  effectiveAt: iso(preview.effectiveAt),
  nextRenewalAt: iso(preview.nextRenewalAt),
  nextRenewalCents: cents(preview.nextRenewalAmount),
});

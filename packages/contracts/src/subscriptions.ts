/**
 * Storage subscriptions (issue 25, decision 0085): the caller's plan, a plan change's preview, the
 * invoices. Money is integer cents as strings; times are ISO 8601.
 */
import { z } from 'zod';
import { storagePlanSchema } from './storage-plans';

/** The subscription errors' texts (their reason codes: error-codes/payment.ts). */
export const SubscriptionTexts = {
  planNotFound: 'This plan is not available.',
  noCard: 'Please add a payment card before choosing a paid plan.',
  alreadyOnPlan: 'You are already on this plan.',
  noSubscription: 'You have no paid subscription.',
  nothingToResume: 'Your subscription has no cancellation or plan change to undo.',
  pastDue: 'Your last renewal payment failed. Please update your card; the plan can be changed once it is paid.',
  invoiceNotFound: 'Invoice not found.',
  invoiceNotRefundable: 'Only a paid invoice can be refunded.',
  notAwaitingAction: 'This payment is not waiting for your confirmation.',
  idempotencyKeyRequired: 'An idempotency key of 8 to 100 characters is required.',
  planIdRequired: 'Plan id is required.',
  invoiceIdRequired: 'Invoice id is required.',
} as const;

const cents = z.string().regex(/^-?\d+$/);
const iso = z.string().datetime({ offset: true });

export const SUBSCRIPTION_STATUSES = ['FREE', 'ACTIVE', 'INCOMPLETE', 'PAST_DUE'] as const;
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID', 'REFUNDED'] as const;
export const INVOICE_REASONS = ['SUBSCRIBE', 'RENEWAL', 'UPGRADE'] as const;

export const subscriptionSchema = z.object({
  /** The plan in effect now. */
  plan: storagePlanSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: iso.nullable(),
  currentPeriodEnd: iso.nullable(),
  /** Cancelled: the free plan follows at currentPeriodEnd. */
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade chosen for currentPeriodEnd. */
  nextPlan: storagePlanSchema.nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** PAST_DUE: the next retry and the day the free plan follows if none succeeds. */
  nextRetryAt: iso.nullable(),
  graceEndsAt: iso.nullable(),
  storageQuotaBytes: z.string().regex(/^\d+$/),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const invoiceLineSchema = z.object({ description: z.string(), amountCents: cents });

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  reason: z.enum(INVOICE_REASONS),
  planId: z.string(),
  planName: z.string(),
  totalCents: cents,
  refundedCents: cents,
  currency: z.string(),
  periodStart: iso,
  periodEnd: iso,
  createdAt: iso,
  paidAt: iso.nullable(),
  lines: z.array(invoiceLineSchema),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  attempts: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const planIdQuery = z.object({ planId: z.string().min(1).max(40) });

export const planChangePreviewSchema = z.object({
  plan: storagePlanSchema,
  /** NOW: a new subscription or an upgrade; PERIOD_END: a downgrade or the free plan. */
  timing: z.enum(['NOW', 'PERIOD_END']),
  dueNowCents: cents,
  prorationCreditCents: cents,
  currency: z.string(),
  effectiveAt: iso,
  nextRenewalAt: iso,
  nextRenewalCents: cents,
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export const changePlanBody = z.object({
  planId: z.string().min(1).max(40),
  /** The client's key for this choice: a retry never charges twice. */
  idempotencyKey: z.string().min(8).max(100),
});

export const changePlanResultSchema = z.object({
  subscription: subscriptionSchema,
  invoice: invoiceSchema.nullable(),
  /** The bank asked for 3-D Secure: the payment's client secret for the cardholder's step. */
  action: z.object({ clientSecret: z.string(), paymentIntentId: z.string() }).nullable(),
});
export type ChangePlanResult = z.infer<typeof changePlanResultSchema>;

export const invoiceIdBody = z.object({ invoiceId: z.string().min(1).max(64) });
export const invoiceIdQuery = invoiceIdBody;
export const confirmPlanPaymentSchema = z.object({ subscription: subscriptionSchema, invoice: invoiceSchema });
export const cancelSubscriptionBody = z.object({ reason: z.string().max(500).optional() });
export const emptyBody = z.object({}).strict();
export const invoicesQuery = z.object({ page: z.coerce.number().int().min(1).optional(), limit: z.coerce.number().int().min(1).max(50).optional() });
export const sandboxAdvanceClockSchema = z.object({ subscription: subscriptionSchema, invoice: invoiceSchema.nullable() });

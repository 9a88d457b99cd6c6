import { BillingInterval, InvoiceReason, InvoiceStatus, PlanChangeTiming, SubscriptionStatus } from '../gen/helpwire/payment/v1/plan';
import { enumNames } from './enum-names';

/** How often a storage plan is paid for, as REST and the database name it. */
export const billingIntervalNames = enumNames(BillingInterval.BILLING_INTERVAL_UNSPECIFIED, {
  MONTH: BillingInterval.BILLING_INTERVAL_MONTH,
});

/** Where the caller's storage subscription stands (decision 0085). */
export const subscriptionStatusNames = enumNames(SubscriptionStatus.SUBSCRIPTION_STATUS_UNSPECIFIED, {
  FREE: SubscriptionStatus.SUBSCRIPTION_STATUS_FREE,
  ACTIVE: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE,
  INCOMPLETE: SubscriptionStatus.SUBSCRIPTION_STATUS_INCOMPLETE,
  PAST_DUE: SubscriptionStatus.SUBSCRIPTION_STATUS_PAST_DUE,
});

export const planChangeTimingNames = enumNames(PlanChangeTiming.PLAN_CHANGE_TIMING_UNSPECIFIED, {
  NOW: PlanChangeTiming.PLAN_CHANGE_TIMING_NOW,
  PERIOD_END: PlanChangeTiming.PLAN_CHANGE_TIMING_PERIOD_END,
});

export const invoiceStatusNames = enumNames(InvoiceStatus.INVOICE_STATUS_UNSPECIFIED, {
  OPEN: InvoiceStatus.INVOICE_STATUS_OPEN,
  PAID: InvoiceStatus.INVOICE_STATUS_PAID,
  VOID: InvoiceStatus.INVOICE_STATUS_VOID,
  REFUNDED: InvoiceStatus.INVOICE_STATUS_REFUNDED,
});

export const invoiceReasonNames = enumNames(InvoiceReason.INVOICE_REASON_UNSPECIFIED, {
  SUBSCRIBE: InvoiceReason.INVOICE_REASON_SUBSCRIBE,
  RENEWAL: InvoiceReason.INVOICE_REASON_RENEWAL,
  UPGRADE: InvoiceReason.INVOICE_REASON_UPGRADE,
});

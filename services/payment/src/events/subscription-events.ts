import { emit, Money, PaymentEvents, type Transaction } from '@helpwire/service-kit';
import type { StoragePlanRow } from '../store/plan-schema';
import type { SubscriptionEndReason, SubscriptionInvoiceRow } from '../store/subscription-schema';

/** The subscription facts other services hear about (decision 0085), each emitted in the transaction that records it. */
export const subscriptionEvents = {
  /** What the account may store changed: the call service keeps the latest per account. */
  async entitlementChanged(tx: Transaction, accountId: string, plan: StoragePlanRow): Promise<void> {
    await emit(tx, PaymentEvents.storageEntitlementChanged, {
      accountId,
      planId: plan.id,
      storageQuotaBytes: String(plan.storageBytes),
      retentionDays: plan.retentionDays,
    });
  },
  async invoicePaid(tx: Transaction, invoice: SubscriptionInvoiceRow): Promise<void> {
    await emit(tx, PaymentEvents.subscriptionInvoicePaid, {
      accountId: invoice.accountId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      planId: invoice.planId,
      total: Money.of(invoice.totalMinor, invoice.currency).toProto(),
      periodEnd: invoice.periodEnd,
    });
  },
  async paymentFailed(
    tx: Transaction,
    invoice: SubscriptionInvoiceRow,
    dunning: { attempt: number; nextRetryAt: Date | null; graceEndsAt: Date; failureCode: string },
  ): Promise<void> {
    await emit(tx, PaymentEvents.subscriptionPaymentFailed, {
      accountId: invoice.accountId,
      invoiceId: invoice.id,
      planId: invoice.planId,
      total: Money.of(invoice.totalMinor, invoice.currency).toProto(),
      attempt: dunning.attempt,
      nextRetryAt: dunning.nextRetryAt ?? undefined,
      graceEndsAt: dunning.graceEndsAt,
      failureCode: dunning.failureCode,
    });
  },
  async ended(tx: Transaction, accountId: string, planId: string, reason: SubscriptionEndReason): Promise<void> {
    await emit(tx, PaymentEvents.subscriptionEnded, { accountId, planId, reason });
  },
};

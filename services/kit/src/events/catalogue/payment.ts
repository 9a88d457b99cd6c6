import { paymentEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/** The facts the payment service publishes (payloads: proto/helpwire/payment/events/v1/events.proto). */
export const PaymentEvents = {
  // cards
  defaultCardChanged: defineEvent('helpwire.payment.default_card_changed', m.DefaultCardChanged),
  // the ledger
  /** A ledger transfer committed: single-phase, pending, a pending posted or voided (decision 0021). */
  transferCommitted: defineEvent('helpwire.payment.transfer_committed', m.TransferCommitted),
  // calls, the tab and earnings
  /** An ended call's price was settled (once per call). */
  callCharged: defineEvent('helpwire.payment.call_charged', m.CallCharged),
  /** An off-session charge of a user's tab was declined. */
  chargeFailed: defineEvent('helpwire.payment.charge_failed', m.ChargeFailed),
  /** A call's earnings left the dispute window and can be withdrawn. */
  earningsAvailable: defineEvent('helpwire.payment.earnings_available', m.EarningsAvailable),
  // withdrawals
  withdrawalApproved: defineEvent('helpwire.payment.withdrawal_approved', m.WithdrawalDecided),
  withdrawalRejected: defineEvent('helpwire.payment.withdrawal_rejected', m.WithdrawalDecided),
  // disputes
  disputeOpened: defineEvent('helpwire.payment.dispute_opened', m.DisputeOpened),
  disputeResolved: defineEvent('helpwire.payment.dispute_resolved', m.DisputeResolved),
  /** A dispute's refund went back to the user's card. */
  refundIssued: defineEvent('helpwire.payment.refund_issued', m.RefundIssued),
  // storage subscriptions (decision 0085)
  /** The storage an account may fill changed: the services that store recordings keep the latest. */
  storageEntitlementChanged: defineEvent('helpwire.payment.storage_entitlement_changed', m.StorageEntitlementChanged),
  subscriptionInvoicePaid: defineEvent('helpwire.payment.subscription_invoice_paid', m.SubscriptionInvoicePaid),
  /** A renewal or its retry was declined (dunning). */
  subscriptionPaymentFailed: defineEvent('helpwire.payment.subscription_payment_failed', m.SubscriptionPaymentFailed),
  /** A paid subscription ended: the account is on the free plan. */
  subscriptionEnded: defineEvent('helpwire.payment.subscription_ended', m.SubscriptionEnded),
} as const;

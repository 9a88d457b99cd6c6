import { auth, callEvents, dispute, type authEvents, type paymentEvents } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import { amountText } from '../domain/amount-text';
import type { Side } from '../domain/notification-facts';
import type { Notice } from '../use-cases/record-notifications';

const amount = (money: Parameters<typeof Money.fromProto>[0]) => amountText(Money.fromProto(money));
/** An amount when it is more than zero (the texts name only where money went). */
const some = (money: Parameters<typeof Money.fromProto>[0] | undefined) => (money && BigInt(money.amountMinor || '0') > 0n ? amount(money) : undefined);
/** A time of the event as ISO, or undefined when absent or not a date. */
const isoOf = (at: Date | undefined) => (at && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined);
const partyOf = (side: dispute.DisputeSide): Side => (side === dispute.DisputeSide.DISPUTE_SIDE_HELPER ? 'HELPER' : 'USER');

/** Who hears about each fact, and what they are told (pure: the consumers store what these answer). */
export const eventNotices = {
  helperVerified: (m: authEvents.HelperReviewed): Notice[] => [{ accountId: m.userId, fact: { kind: 'HELPER_VERIFIED' } }],
  helperRejected: (m: authEvents.HelperReviewed): Notice[] => [{ accountId: m.userId, fact: { kind: 'HELPER_REJECTED', reason: m.reason } }],
  /** A rung helper's ring timed out (not a ring ended by the caller or taken by another helper). */
  callMissed: (m: callEvents.CallMissed): Notice[] =>
    m.reason === callEvents.MissedReason.MISSED_REASON_TIMED_OUT ? [{ accountId: m.helperId, fact: { kind: 'CALL_MISSED' } }] : [],
  callAccepted: (m: callEvents.CallAccepted): Notice[] => [{ accountId: m.userId, fact: { kind: 'CALL_ACCEPTED' } }],
  /** Every rung helper declined (spec: "All helpers declined. Please try again."). */
  callUnanswered: (m: callEvents.CallUnanswered): Notice[] =>
    m.state === callEvents.UnansweredState.UNANSWERED_STATE_DECLINED ? [{ accountId: m.userId, fact: { kind: 'CALL_DECLINED' } }] : [],
  callCharged: (m: paymentEvents.CallCharged): Notice[] => [
    {
      accountId: m.userId,
      fact: {
        kind: 'CALL_CHARGED',
        side: 'USER',
        amount: amount(m.price),
        seconds: m.billableSeconds,
        captured: some(m.captured),
        addedToTab: some(m.addedToTab),
      },
    },
    { accountId: m.helperId, fact: { kind: 'CALL_CHARGED', side: 'HELPER', amount: amount(m.helperEarnings), seconds: m.billableSeconds } },
  ],
  reviewed: (m: callEvents.CallReviewed): Notice[] => [
    {
      accountId: m.subjectId,
      fact: { kind: 'REVIEW_RECEIVED', side: m.author === callEvents.CallParty.CALL_PARTY_USER ? 'HELPER' : 'USER', rating: m.rating },
    },
  ],
  recordingReady: (m: callEvents.RecordingReady): Notice[] => [
    { accountId: m.userId, fact: { kind: 'RECORDING_READY', side: 'USER' } },
    { accountId: m.helperId, fact: { kind: 'RECORDING_READY', side: 'HELPER' } },
  ],
  withdrawalApproved: (m: paymentEvents.WithdrawalDecided): Notice[] => [
    { accountId: m.helperId, fact: { kind: 'WITHDRAWAL_APPROVED', amount: amount(m.amount) } },
  ],
  withdrawalRejected: (m: paymentEvents.WithdrawalDecided): Notice[] => [
    { accountId: m.helperId, fact: { kind: 'WITHDRAWAL_REJECTED', amount: amount(m.amount), reason: m.reason } },
  ],
  /** The other side of the call hears of the dispute. */
  disputeOpened: (m: paymentEvents.DisputeOpened): Notice[] =>
    partyOf(m.openedBy) === 'HELPER'
      ? [{ accountId: m.userId, fact: { kind: 'DISPUTE_OPENED', side: 'USER' } }]
      : [{ accountId: m.helperId, fact: { kind: 'DISPUTE_OPENED', side: 'HELPER' } }],
  disputeResolved: (m: paymentEvents.DisputeResolved): Notice[] => [
    { accountId: m.userId, fact: { kind: 'DISPUTE_RESOLVED', side: 'USER' } },
    { accountId: m.helperId, fact: { kind: 'DISPUTE_RESOLVED', side: 'HELPER' } },
  ],
  refundIssued: (m: paymentEvents.RefundIssued): Notice[] => [
    { accountId: m.userId, fact: { kind: 'REFUND_ISSUED', amount: amount(m.amount), toCard: some(m.toCard), offTab: some(m.offTab) } },
  ],
  earningsAvailable: (m: paymentEvents.EarningsAvailable): Notice[] => [
    { accountId: m.helperId, fact: { kind: 'EARNINGS_AVAILABLE', amount: amount(m.amount) } },
  ],
  chargeFailed: (m: paymentEvents.ChargeFailed): Notice[] => [{ accountId: m.userId, fact: { kind: 'CHARGE_FAILED', amount: amount(m.amount) } }],
  // storage subscriptions (decision 0085): the account that pays for the plan
  subscriptionInvoicePaid: (m: paymentEvents.SubscriptionInvoicePaid): Notice[] => [
    {
      accountId: m.accountId,
      fact: { kind: 'SUBSCRIPTION_INVOICE_PAID', invoiceNumber: m.invoiceNumber, amount: amount(m.total), paidUntil: isoOf(m.periodEnd) },
    },
  ],
  /** A declined renewal: told in-app and by e-mail, whatever the preferences say (a standing notice). */
  subscriptionPaymentFailed: (m: paymentEvents.SubscriptionPaymentFailed): Notice[] => [
    {
      accountId: m.accountId,
      fact: {
        kind: 'SUBSCRIPTION_PAYMENT_FAILED',
        amount: amount(m.total),
        nextRetryAt: isoOf(m.nextRetryAt),
        graceEndsAt: isoOf(m.graceEndsAt) ?? isoOf(m.occurredAt) ?? new Date(0).toISOString(),
      },
    },
  ],
  /** The free plan again: told in-app and by e-mail, whatever the preferences say. */
  subscriptionEnded: (m: paymentEvents.SubscriptionEnded): Notice[] => [
    { accountId: m.accountId, fact: { kind: 'SUBSCRIPTION_ENDED', reason: m.reason === 'PAYMENT_FAILED' ? 'PAYMENT_FAILED' : 'CANCELED' } },
  ],
  /** Told at the previous address, which whoever changed it may not own. */
  emailChanged: (m: authEvents.EmailChanged, side: Side): Notice[] => [
    { accountId: m.userId, fact: { kind: 'EMAIL_CHANGED', side }, emailTo: m.previousEmail || undefined },
  ],
  passwordChanged: (m: authEvents.PasswordChanged, side: Side): Notice[] => [{ accountId: m.userId, fact: { kind: 'PASSWORD_CHANGED', side } }],
  /** A warning added to the account: told in-app and by e-mail, whatever the preferences say. */
  accountWarned: (m: authEvents.AccountWarned, side: Side): Notice[] => [
    {
      accountId: m.userId,
      fact: { kind: 'ACCOUNT_WARNED', side, fromDispute: m.source === auth.WarningSource.WARNING_SOURCE_DISPUTE, reason: m.reason },
    },
  ],
  signedIn: (m: authEvents.SignedIn): Notice[] => [
    { accountId: m.userId, fact: { kind: 'NEW_SIGN_IN', side: m.role === auth.Role.ROLE_HELPER ? 'HELPER' : 'USER' } },
  ],
};

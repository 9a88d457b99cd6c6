import type { NotificationKind } from '@helpwire/contracts';

/** Which side of the product the recipient is on for this notice: it picks the link (user or helper routes). */
export type Side = 'USER' | 'HELPER';

/** An amount already formatted for reading ("$12.40"). */
export type Amount = string;

/**
 * Where a call's money went, as the notification, its e-mail and its SMS say it (issue 21, item 18):
 * one sentence per case and language, built from payment's facts (captured to the card, added to
 * the tab, refunded to the card, taken off the tab), so no text says "charged" when it went on the tab.
 */
export interface CallMoney {
  side: Side;
  /** The user's price, or the helper's share. */
  amount: Amount;
  /** Both-present seconds. */
  seconds: number;
  /** Of a user's price: captured from the card's hold now, and added to the tab (absent: nothing there). */
  captured?: Amount;
  addedToTab?: Amount;
}

export interface RefundMoney {
  amount: Amount;
  toCard?: Amount;
  offTab?: Amount;
}

/**
 * What a notification says, before it is written in a language: the kind and the facts the texts
 * need. Text that came from a person (a rejection reason) is escaped where it is written.
 */
export type NotificationFact =
  | { kind: 'HELPER_VERIFIED' }
  | { kind: 'HELPER_REJECTED'; reason?: string }
  | { kind: 'CALL_MISSED' }
  | { kind: 'CALL_ACCEPTED' }
  | { kind: 'CALL_DECLINED' }
  | ({ kind: 'CALL_CHARGED' } & CallMoney)
  | { kind: 'REVIEW_RECEIVED'; side: Side; rating?: number }
  | { kind: 'RECORDING_READY'; side: Side }
  | { kind: 'WITHDRAWAL_APPROVED'; amount: Amount }
  | { kind: 'WITHDRAWAL_REJECTED'; amount: Amount; reason?: string }
  | { kind: 'DISPUTE_OPENED'; side: Side }
  | { kind: 'DISPUTE_RESOLVED'; side: Side }
  | ({ kind: 'REFUND_ISSUED' } & RefundMoney)
  | { kind: 'EARNINGS_AVAILABLE'; amount: Amount }
  | { kind: 'CHARGE_FAILED'; amount: Amount }
  | { kind: 'EMAIL_CHANGED'; side: Side }
  | { kind: 'PASSWORD_CHANGED'; side: Side }
  | { kind: 'NEW_SIGN_IN'; side: Side }
  | AccountWarned
  | SubscriptionInvoicePaid
  | SubscriptionPaymentFailed
  | SubscriptionEnded;

/** A storage plan's invoice was paid (decision 0085); `paidUntil` the period's end (ISO). */
export interface SubscriptionInvoicePaid {
  kind: 'SUBSCRIPTION_INVOICE_PAID';
  invoiceNumber: string;
  amount: Amount;
  paidUntil?: string | undefined;
}

/** A storage plan's renewal was declined (dunning, decision 0085); times are ISO. No `nextRetryAt`: none is left. */
export interface SubscriptionPaymentFailed {
  kind: 'SUBSCRIPTION_PAYMENT_FAILED';
  amount: Amount;
  nextRetryAt?: string | undefined;
  graceEndsAt: string;
}

/** A paid storage plan ended: cancelled at its period's end, or dunning gave up (decision 0085). */
export interface SubscriptionEnded {
  kind: 'SUBSCRIPTION_ENDED';
  reason: 'CANCELED' | 'PAYMENT_FAILED';
}

/** A warning added to the account: an admin's reason (escaped where written), or a dispute decided against it (said in the reader's language). */
export interface AccountWarned {
  kind: 'ACCOUNT_WARNED';
  side: Side;
  fromDispute: boolean;
  reason: string;
}

/** Compile-time check that every kind of the contracts has a fact. */
type MissingKinds = Exclude<NotificationKind, NotificationFact['kind']>;
export const everyKindHasAFact: MissingKinds extends never ? true : false = true;

/** One notice to one account, caused by one event. */
export interface NotificationFor {
  accountId: string;
  fact: NotificationFact;
}

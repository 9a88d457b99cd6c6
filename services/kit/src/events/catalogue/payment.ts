import { paymentEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/** The facts the payment service publishes (payloads: proto/helpwire/payment/events/v1/events.proto). */
export const PaymentEvents = {
  // cards
  defaultCardChanged: defineEvent('helpwire.payment.default_card_changed', m.DefaultCardChanged),
  // the ledger
  /** A ledger transfer committed: single-phase, pending, a pending posted or voided (decision 0021). */
  transferCommitted: defineEvent('helpwire.payment.transfer_committed', m.TransferCommitted),
} as const;

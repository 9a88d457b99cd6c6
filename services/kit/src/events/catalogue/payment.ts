import { paymentEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/** The facts the payment service publishes (payloads: proto/helpwire/payment/events/v1/events.proto). */
export const PaymentEvents = {
  // cards
  defaultCardChanged: defineEvent('helpwire.payment.default_card_changed', m.DefaultCardChanged),
} as const;

import Stripe from 'stripe';
import { newId, visible, type StripeObject } from './stripe-double-shared';

const signer = new Stripe('sk_test_signing_only');

/** An event's webhook delivery as Stripe posts it: the raw body and its Stripe-Signature header. */
export interface SignedDelivery {
  eventId: string;
  payload: string;
  signature: string;
}

/**
 * The events the double's billing raises (invoice.paid, invoice.payment_failed,
 * invoice.payment_action_required, customer.subscription.created/updated/deleted), each with a
 * snapshot of the object as it was then, as Stripe's Events API keeps them. `signed` builds the
 * webhook delivery a test posts to the service (signed with the endpoint's secret).
 */
export class StripeEventLog {
  readonly events: StripeObject[] = [];

  record(type: string, object: StripeObject, created: number, previousAttributes?: Record<string, unknown>): StripeObject {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object: structuredClone(visible(object)), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    return event;
  }

  /** The events of one type about one object (by `data.object.id`), oldest first. */
  of(type: string, objectId?: string): StripeObject[] {
    return this.events.filter((e) => e.type === type && (!objectId || (e.data as { object: StripeObject }).object.id === objectId));
  }

  /** The webhook delivery of an event, signed with `secret` (whsec_…) as Stripe signs it. */
  signed(event: StripeObject, secret: string): SignedDelivery {
    const payload = JSON.stringify(event, null, 2);
    return { eventId: event.id, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }
}

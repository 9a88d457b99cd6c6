import { realtimeEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/**
 * Messages for the sockets of the realtime channel (payload: proto/helpwire/realtime/events/v1/events.proto).
 * Each publishing service has its own subject, because `emit` writes to the outbox of the service
 * the subject names: the call service emits `RealtimeDeliveries.call` in its transaction, the
 * notification service `RealtimeDeliveries.notification`. The gateway consumes every entry and
 * emits the named spec §7 event to the accounts' rooms (decision 0023). A new publisher adds its
 * line here; the gateway needs no change.
 */
export const RealtimeDeliveries = {
  call: defineEvent('helpwire.call.realtime_delivery', m.Delivery),
  notification: defineEvent('helpwire.notification.realtime_delivery', m.Delivery),
} as const;

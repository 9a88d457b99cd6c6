import { isServerEventName, serverEventSchemas, ServerEvents } from '@helpwire/contracts';
import type { realtimeEvents } from '@helpwire/proto';
import { eventsConsumed, RealtimeDeliveries, type BusMessage, type EventBus, type Logger, type Subscription } from '@helpwire/service-kit';
import type { Server } from 'socket.io';
import { deliveryRooms } from './account-rooms';
import { endMeetingRoutes } from './meeting-signal-relay';

/** A delivery older than this is dropped: past the reconnection window nobody is waiting for it. */
export const MAX_DELIVERY_AGE_MS = 2 * 60_000;

/** Why a delivery was not emitted (logged; redelivering it would not help). */
export type DeliverySkip = 'expired' | 'unknown-event' | 'invalid-payload' | 'no-accounts';

/** A delivery's payload, or undefined when it is not JSON. */
function parsedJson(json: string): unknown {
  try {
    return JSON.parse(json || '{}') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Emits one delivery to its accounts' rooms, through the adapter (so the sockets on every gateway
 * replica hear it, and a reconnecting client recovers it). The payload is checked against the
 * contracts' schema for the event name: a malformed delivery is an emitter's bug, never sent on.
 * A `call-ended` also ends the call's signal relay (meeting-signal-relay.ts).
 */
export function emitDelivery(io: Server, delivery: realtimeEvents.Delivery, now = Date.now()): DeliverySkip | 'emitted' {
  // The call service's fact that the call is over, even late: no signal or drawing is relayed in it any more.
  if (delivery.eventName === ServerEvents.callEnded) {
    const ended = serverEventSchemas[ServerEvents.callEnded].safeParse(parsedJson(delivery.payloadJson));
    if (ended.success) endMeetingRoutes(io, ended.data.callId);
  }
  const expiresAt = delivery.expiresAt?.getTime() ?? (delivery.occurredAt?.getTime() ?? now) + MAX_DELIVERY_AGE_MS;
  if (expiresAt <= now) return 'expired';
  if (delivery.accountIds.length === 0) return 'no-accounts';
  if (!isServerEventName(delivery.eventName)) return 'unknown-event';
  const payload = parsedJson(delivery.payloadJson);
  if (payload === undefined) return 'invalid-payload';
  const parsed = serverEventSchemas[delivery.eventName].safeParse(payload);
  if (!parsed.success) return 'invalid-payload';
  io.to(deliveryRooms(delivery.accountIds, delivery.audience)).emit(delivery.eventName, parsed.data);
  return 'emitted';
}

/** Deliveries taken from the bus at once (one tick's batch at most). */
export const DELIVERY_BATCH = 256;

/**
 * A publisher's deliveries, emitted once per tick of the event loop (decision 0087): the bus hands
 * over up to DELIVERY_BATCH messages without waiting for each one's emit; they are emitted together
 * at the end of the tick, in the order they arrived (so each account hears its events in stream
 * order), and acknowledged together (one write to NATS for the batch, not one per message).
 */
export function tickEmitter(emitOne: (message: BusMessage) => void): (message: BusMessage) => Promise<void> {
  let batch: { message: BusMessage; done: () => void; failed: (error: unknown) => void }[] = [];
  const flush = () => {
    const emitting = batch;
    batch = [];
    for (const { message, done, failed } of emitting) {
      try {
        emitOne(message);
        done();
      } catch (error) {
        failed(error);
      }
    }
  };
  return (message) =>
    new Promise<void>((done, failed) => {
      if (batch.length === 0) setImmediate(flush);
      batch.push({ message, done, failed });
    });
}

/**
 * Consumes every publisher's realtime deliveries from the bus. One durable consumer per publisher,
 * shared by the gateway replicas (JetStream hands each message to one of them; the adapter carries
 * the emit to the others). No processed-event table: the gateway has no database, and a socket
 * message is at most once anyway (decision 0023).
 */
export async function consumeRealtimeDeliveries(bus: EventBus, io: Server, logger: Logger): Promise<Subscription[]> {
  return Promise.all(
    Object.entries(RealtimeDeliveries).map(([publisher, event]) => {
      const durable = `gateway-realtime-${publisher}`;
      return bus.subscribe({
        durable,
        subject: event.subject,
        concurrency: DELIVERY_BATCH,
        handler: tickEmitter((message) => {
          let delivery: realtimeEvents.Delivery;
          try {
            delivery = event.codec.decode(message.data);
          } catch (error) {
            logger.error({ err: error, eventId: message.id }, 'realtime delivery could not be decoded; dropped');
            eventsConsumed.inc({ consumer: durable, outcome: 'undecodable' });
            return;
          }
          const outcome = emitDelivery(io, delivery);
          eventsConsumed.inc({ consumer: durable, outcome });
          if (outcome !== 'emitted') logger.warn({ eventId: message.id, eventName: delivery.eventName, outcome }, 'realtime delivery not emitted');
        }),
      });
    }),
  );
}

import type { EventBus, EventData, EventEnvelopeFields, TypedEvent } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';

/**
 * Publishes an event as its service's outbox relay does (subject, encoding, the event id as the
 * message id). `messageId` differs from the event id to replay an event past JetStream's duplicate
 * window (a relay that republished after a crash, a stream restored from a backup).
 */
export async function publishEvent<T extends EventEnvelopeFields>(
  bus: EventBus,
  event: TypedEvent<T>,
  data: EventData<TypedEvent<T>>,
  ids: { eventId?: string; messageId?: string; occurredAt?: Date } = {},
): Promise<string> {
  const eventId = ids.eventId ?? randomUUID();
  const message = { ...data, eventId, occurredAt: ids.occurredAt ?? new Date() } as T;
  await bus.publish({ id: ids.messageId ?? eventId, subject: event.subject, data: event.codec.encode(message).finish(), headers: {} });
  return eventId;
}

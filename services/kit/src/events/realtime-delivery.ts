import type { ServerEventName, ServerEventPayload } from '@helpwire/contracts';
import { realtimeEvents } from '@helpwire/proto';
import type { RealtimeDeliveries } from './catalogue/realtime';
import type { EventData } from './typed-event';

const AUDIENCE = {
  USER: realtimeEvents.Audience.AUDIENCE_USER,
  HELPER: realtimeEvents.Audience.AUDIENCE_HELPER,
} as const;

export interface DeliveryTarget {
  /** The accounts whose sockets hear the event. */
  accountIds: string[];
  /** Only their sessions of this role (a ring goes to HELPER sessions); every session when absent. */
  role?: keyof typeof AUDIENCE;
  /** After this the event is not worth sending (a ring that ended). */
  expiresAt?: Date;
}

/**
 * The message of a realtime delivery, typed by the spec §7 event it carries:
 * `emit(tx, RealtimeDeliveries.call, realtimeDelivery('incomming-call', { id: userId }, { accountIds: [helperId], role: 'HELPER', expiresAt }))`.
 */
export function realtimeDelivery<N extends ServerEventName>(
  eventName: N,
  payload: ServerEventPayload<N>,
  to: DeliveryTarget,
): EventData<typeof RealtimeDeliveries.call> {
  if (to.accountIds.length === 0) throw new Error(`a ${eventName} delivery names no account`);
  return {
    accountIds: to.accountIds,
    audience: to.role ? AUDIENCE[to.role] : realtimeEvents.Audience.AUDIENCE_UNSPECIFIED,
    eventName,
    payloadJson: JSON.stringify(payload),
    expiresAt: to.expiresAt,
  };
}

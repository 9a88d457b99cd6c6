import { emitMany, RealtimeDeliveries, type EventData, type EventWriter } from '@helpwire/service-kit';

/**
 * New in-app notifications (each with its unread count) to their recipients' open pages, through the
 * realtime gateway: one outbox statement for them all, published in the order given.
 */
export const deliverInAppNotifications = (tx: EventWriter, data: readonly EventData<typeof RealtimeDeliveries.notification>[]) =>
  emitMany(tx, RealtimeDeliveries.notification, data);

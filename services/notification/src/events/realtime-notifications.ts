import { emit, RealtimeDeliveries, type EventData, type EventWriter } from '@helpwire/service-kit';

/** A new in-app notification (and the unread count) to its recipient's open pages, through the realtime gateway. */
export const deliverInAppNotification = (tx: EventWriter, data: EventData<typeof RealtimeDeliveries.notification>) =>
  emit(tx, RealtimeDeliveries.notification, data);

import { ContentEvents, eventsConsumed, type EventBus, type Logger, type Subscription } from '@helpwire/service-kit';
import type { ReadCache } from './read-cache';

const DURABLE = 'gateway-read-cache';

/**
 * Drops the gateway's kept public reads whenever the content service says public content changed
 * (helpwire.content.content_changed), then keeps answers only from the moment this listens. Every
 * replica listens for itself (`everyInstance`): a consumer shared by the replicas would tell one of
 * them and leave the others serving the old content.
 */
export async function dropReadsOnContentChanges(bus: EventBus, cache: ReadCache, logger: Logger): Promise<Subscription> {
  const subscription = await bus.subscribe({
    durable: DURABLE,
    subject: ContentEvents.contentChanged.subject,
    everyInstance: true,
    handler: async (message) => {
      cache.clear();
      let area: number | undefined;
      try {
        area = ContentEvents.contentChanged.codec.decode(message.data).area;
      } catch {
        // The content changed all the same: the cache is dropped whatever the payload says.
      }
      eventsConsumed.inc({ consumer: DURABLE, outcome: 'cleared' });
      logger.info({ eventId: message.id, area }, 'public content changed: kept reads dropped');
    },
  });
  cache.goLive();
  return {
    stop: async () => {
      cache.goDark();
      await subscription.stop();
    },
  };
}

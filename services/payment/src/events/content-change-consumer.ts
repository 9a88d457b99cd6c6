import { ContentEvents, type EventBus, type Subscription } from '@helpwire/service-kit';
import type { RememberedRates } from '../adapters/clients/remembered-rates';

/**
 * Forgets the remembered category rates whenever the content service says public content changed
 * (helpwire.content.content_changed: an admin's edit of a category is one). Every payment replica
 * listens for itself (`everyInstance`): each remembers its own rates.
 */
export function forgetRatesOnContentChanges(bus: EventBus, rates: RememberedRates): Promise<Subscription> {
  return bus.subscribe({
    durable: 'payment-remembered-rates',
    subject: ContentEvents.contentChanged.subject,
    everyInstance: true,
    handler: async () => rates.forget(),
  });
}

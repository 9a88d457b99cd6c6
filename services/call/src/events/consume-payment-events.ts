import { eventConsumer, PaymentEvents, type Database, type EventBus, type Logger, type Subscription } from '@helpwire/service-kit';
import { processedEvents } from '../store/schema';
import { applyStorageEntitlement } from '../use-cases/apply-storage-entitlement';

/**
 * The payment service's facts the call service keeps (decision 0085): each account's storage
 * entitlement, read when a recording starts, is stored and is uploaded. Once per event id (the kit's
 * idempotent consumer); in order per account by occurred_at (applyStorageEntitlement).
 */
export async function consumePaymentEvents(deps: { bus: EventBus; db: Database; logger: Logger }): Promise<Subscription[]> {
  const consume = eventConsumer({ ...deps, processed: processedEvents });
  return [
    await consume(PaymentEvents.storageEntitlementChanged, { durable: 'call-storage-entitlement-changed' }, async (tx, m) => {
      await applyStorageEntitlement(tx, m);
    }),
  ];
}

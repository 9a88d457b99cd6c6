import { AdminActions, eventConsumer, type Database, type EventBus, type Subscription } from '@helpwire/service-kit';
import type { Logger } from 'pino';
import { processedEvents } from '../store/schema';
import { recordAdminAction } from '../use-cases/record-admin-action';

/**
 * Every service's admin actions (the kit's AdminActions: one subject per publishing service), each
 * through the kit's idempotent consumer into the append-only log: a new publisher's line in the
 * catalogue is consumed with no change here (decision 0065).
 */
export async function consumeAdminActions(deps: { db: Database; bus: EventBus; logger: Logger }): Promise<Subscription[]> {
  const consume = eventConsumer({ bus: deps.bus, db: deps.db, processed: processedEvents, logger: deps.logger });
  return Promise.all(
    Object.entries(AdminActions).map(([service, event]) =>
      consume(event, { durable: `audit-${service}-admin-action` }, (tx, message) => recordAdminAction(tx, service, message)),
    ),
  );
}

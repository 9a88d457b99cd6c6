import {
  GrpcServer,
  OutboxRelay,
  watchReadiness,
  type DatabaseHandle,
  type EventBus,
  type Logger,
} from '@helpwire/service-kit';
import { join } from 'node:path';
import { seedContent } from './seed/seed-content';
import { contentHandlers, contentServiceDefinition, contentServiceName } from './server';
import { CategoryCatalog } from './store/category-catalog';
import { outbox } from './store/schema';

export interface ContentServiceOptions {
  database: DatabaseHandle;
  bus: EventBus;
  logger: Logger;
  grpcPort: number;
  grpcHost?: string;
  seed: boolean;
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
}

export interface RunningContentService {
  port: number;
  server: GrpcServer;
  relay: OutboxRelay;
  stop(): Promise<void>;
}

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the content service on an open database and event bus: migrations, seed, gRPC with
 * health (SERVING only while the database and bus answer), and the outbox relay.
 */
export async function startContentService(options: ContentServiceOptions): Promise<RunningContentService> {
  const { database, bus, logger } = options;
  const server = new GrpcServer({ name: 'content', serviceNames: [contentServiceName], logger });
  const port = await server.listen(options.grpcPort, options.grpcHost);

  await database.migrate({ folder: migrationsFolder, schema: 'content' });
  if (options.seed) await seedContent(database.db);

  const relay = new OutboxRelay({ db: database.db, table: outbox, bus, logger, intervalMs: options.outboxIntervalMs ?? 1000 });
  server.addService(contentServiceDefinition, contentHandlers({ db: database.db, catalog: new CategoryCatalog(database.db), outboxRelay: relay }));
  relay.start();

  const stopWatching = watchReadiness(
    [
      { name: 'database', check: () => database.ping() },
      { name: 'event-bus', check: () => bus.ping() },
    ],
    (ready) => server.health.setServing(ready),
    logger,
  );

  return {
    port,
    server,
    relay,
    async stop() {
      stopWatching();
      await server.close();
      await relay.stop();
    },
  };
}

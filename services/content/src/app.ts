import { startGrpcService, type DatabaseHandle, type EventBus, type Logger, type RunningGrpcService } from '@helpwire/service-kit';
import { join } from 'node:path';
import { seedContent } from './seed/seed-content';
import { contentHandlers, contentServiceDefinition, contentServiceName } from './grpc/server';
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

export type RunningContentService = RunningGrpcService;

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the content service on an open database and event bus: migrations, seed, gRPC with
 * health (SERVING only while the database and bus answer), and the outbox relay.
 */
export async function startContentService(options: ContentServiceOptions): Promise<RunningContentService> {
  const { database } = options;
  return startGrpcService({
    ...options,
    name: 'content',
    serviceName: contentServiceName,
    migrations: { folder: migrationsFolder, schema: 'content' },
    outbox,
    prepare: async () => {
      if (options.seed) await seedContent(database.db);
    },
    register: (server) => server.addService(contentServiceDefinition, contentHandlers({ db: database.db, catalog: new CategoryCatalog(database.db) })),
  });
}

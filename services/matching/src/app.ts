import { startGrpcService, type RegisteredServiceOptions, type RunningGrpcService } from '@helpwire/service-kit';
import { join } from 'node:path';
import { matchingHandlers, matchingServiceDefinition, matchingServiceName } from './server';
import { outbox } from './store/schema';

export interface MatchingServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
}

export type RunningMatchingService = RunningGrpcService;

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the matching service on an open database and event bus: migrations, gRPC with health
 * (SERVING only while the database and bus answer), and the outbox relay.
 */
export async function startMatchingService(options: MatchingServiceOptions): Promise<RunningMatchingService> {
  const { database } = options;
  return startGrpcService({
    ...options,
    name: 'matching',
    serviceName: matchingServiceName,
    migrations: { folder: migrationsFolder, schema: 'matching' },
    outbox,
    register: (server) => server.addService(matchingServiceDefinition, matchingHandlers({ db: database.db })),
  });
}

import { startGrpcService, type RegisteredServiceOptions, type RunningGrpcService } from '@helpwire/service-kit';
import { join } from 'node:path';
import { HelperDirectory, type DirectoryOptions } from './adapters/directory/helper-directory';
import type { GeoIndexOptions } from './domain/geo-index';
import { consumeAuthEvents } from './events/auth-event-consumers';
import { MemoryPresence, type Clock, type Presence } from './adapters/presence/presence';
import { RedisPresence } from './adapters/presence/redis-presence';
import { matchingHandlers, matchingServiceDefinition, matchingServiceName } from './grpc/server';
import { outbox } from './store/schema';

export interface MatchingServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
  /** Shared presence for several replicas; this process's memory when absent. */
  redis?: { url: string; prefix: string };
  /** How long a helper stays offered after the last heartbeat (10 s by default). */
  presenceTtlMs?: number;
  /** How often expired presence is swept out of the index (1 s by default). */
  presenceSweepMs?: number;
  clock?: Clock;
  geoIndex?: GeoIndexOptions;
  directory?: DirectoryOptions;
}

export interface RunningMatchingService extends RunningGrpcService {
  directory: HelperDirectory;
  presence: Presence;
}

export const migrationsFolder = join(__dirname, '..', 'migrations');

export const DEFAULT_PRESENCE_TTL_MS = 10_000;

/**
 * Starts the matching service on an open database and event bus: migrations, presence (Redis or
 * memory), the helper directory loaded from `matching.helpers`, auth's event consumers, gRPC with
 * health (SERVING only while the database and bus answer), and the outbox relay.
 */
export async function startMatchingService(options: MatchingServiceOptions): Promise<RunningMatchingService> {
  const { database, bus, logger } = options;
  const ttlMs = options.presenceTtlMs ?? DEFAULT_PRESENCE_TTL_MS;
  const presenceOptions = { ttlMs, sweepMs: options.presenceSweepMs, clock: options.clock };
  const presence: Presence = options.redis ? new RedisPresence({ ...presenceOptions, ...options.redis, logger }) : new MemoryPresence(presenceOptions);
  const directory = new HelperDirectory(database.db, presence, logger, options.geoIndex, options.directory);
  let consumers: { stop(): Promise<void> }[] = [];
  const running = await startGrpcService({
    ...options,
    name: 'matching',
    serviceName: matchingServiceName,
    migrations: { folder: migrationsFolder, schema: 'matching' },
    outbox,
    prepare: async () => {
      await presence.start();
      await directory.start();
      consumers = await consumeAuthEvents({ bus, db: database.db, logger });
    },
    register: (server) =>
      server.addService(matchingServiceDefinition, matchingHandlers({ db: database.db, directory, presence, heartbeatIntervalMs: Math.floor(ttlMs / 3) })),
  });
  return {
    ...running,
    directory,
    presence,
    async stop() {
      await running.stop();
      for (const consumer of consumers) await consumer.stop();
      await directory.stop();
      await presence.stop();
    },
  };
}

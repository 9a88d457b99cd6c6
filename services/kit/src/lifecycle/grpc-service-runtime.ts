import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { OutboxTable } from '../events/event-tables';
import { OutboxRelay } from '../events/outbox';
import { GrpcServer } from '../grpc/server';
import { watchReadiness } from './readiness';

export interface GrpcServiceRuntimeOptions {
  /** Short name for logs and metrics, e.g. "auth". */
  name: string;
  /** Fully qualified gRPC service name, e.g. "helpwire.auth.v1.AuthService". */
  serviceName: string;
  database: DatabaseHandle;
  bus: EventBus;
  logger: Logger;
  grpcPort: number;
  grpcHost?: string;
  migrations: { folder: string; schema: string };
  outbox: OutboxTable;
  outboxIntervalMs?: number;
  /** How long published outbox rows are kept before the relay deletes them (default 7 days). */
  outboxRetentionMs?: number;
  /** Largest gRPC message (default 4 MiB). */
  maxMessageBytes?: number;
  /** Runs after migrations (seed data, caches). */
  prepare?: () => Promise<void>;
  /** Adds the service's handlers (emit() wakes the relay on commit; the relay is passed for tests and tools). */
  register: (server: GrpcServer, relay: OutboxRelay) => void;
}

export interface RunningGrpcService {
  port: number;
  server: GrpcServer;
  relay: OutboxRelay;
  stop(): Promise<void>;
}

/**
 * What every service does at start: listen (health NOT_SERVING), migrate, prepare, register its
 * handlers, publish its outbox, and report SERVING only while its database and bus answer.
 */
export async function startGrpcService(options: GrpcServiceRuntimeOptions): Promise<RunningGrpcService> {
  const { database, bus, logger } = options;
  const server = new GrpcServer({ name: options.name, serviceNames: [options.serviceName], logger, maxMessageBytes: options.maxMessageBytes });
  const port = await server.listen(options.grpcPort, options.grpcHost);
  await database.migrate(options.migrations);
  await options.prepare?.();
  const relay = new OutboxRelay({
    db: database.db,
    table: options.outbox,
    bus,
    logger,
    intervalMs: options.outboxIntervalMs ?? 1000,
    retentionMs: options.outboxRetentionMs,
    listen: { service: options.migrations.schema, on: (channel, onNotify) => database.listen(channel, onNotify) },
  });
  options.register(server, relay);
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

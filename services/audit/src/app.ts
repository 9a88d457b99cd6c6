import { startGrpcService, type DatabaseHandle, type RegisteredServiceOptions, type RunningGrpcService, type Subscription } from '@helpwire/service-kit';
import { join } from 'node:path';
import { consumeAdminActions } from './events/consume-admin-actions';
import { auditHandlers, auditServiceDefinition, auditServiceName } from './grpc/server';
import { outbox } from './store/schema';

export interface AuditServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
  /**
   * The database as the audit service's own role (helpwire_audit_writer, decision 0083), which can
   * add and read entries only: the consumers and the search use it; `database` (the owner) migrates.
   */
  writer?: DatabaseHandle;
}

export type RunningAuditService = RunningGrpcService;

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the audit service on an open database and event bus: migrations (the append-only log and
 * its trigger), the consumers of every service's admin actions, and gRPC with health (SERVING only
 * while the database and bus answer) for the admins' search.
 */
export async function startAuditService(options: AuditServiceOptions): Promise<RunningAuditService> {
  const { database, bus, logger } = options;
  const log = (options.writer ?? database).db;
  let consumers: Subscription[] = [];
  const running = await startGrpcService({
    ...options,
    name: 'audit',
    serviceName: auditServiceName,
    migrations: { folder: migrationsFolder, schema: 'audit' },
    outbox,
    prepare: async () => {
      consumers = await consumeAdminActions({ db: log, bus, logger });
    },
    register: (server) => server.addService(auditServiceDefinition, auditHandlers({ db: log })),
  });
  return {
    ...running,
    async stop() {
      for (const consumer of consumers) await consumer.stop();
      await running.stop();
    },
  };
}

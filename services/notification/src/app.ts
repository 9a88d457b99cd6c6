import { startGrpcService, type RegisteredServiceOptions, type RunningGrpcService } from '@helpwire/service-kit';
import { join } from 'node:path';
import { notificationHandlers, notificationServiceDefinition, notificationServiceName } from './server';
import { outbox } from './store/schema';

export interface NotificationServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
}

export type RunningNotificationService = RunningGrpcService;

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the notification service on an open database and event bus: migrations, gRPC with health
 * (SERVING only while the database and bus answer), and the outbox relay.
 */
export async function startNotificationService(options: NotificationServiceOptions): Promise<RunningNotificationService> {
  const { database } = options;
  return startGrpcService({
    ...options,
    name: 'notification',
    serviceName: notificationServiceName,
    migrations: { folder: migrationsFolder, schema: 'notification' },
    outbox,
    register: (server) => server.addService(notificationServiceDefinition, notificationHandlers({ db: database.db })),
  });
}

import { startGrpcService, type RegisteredServiceOptions, type RunningGrpcService, type Subscription } from '@helpwire/service-kit';
import { join } from 'node:path';
import { loadNotificationConfig, type NotificationConfig } from './config';
import { configuredDeliveryPorts, type DeliveryPorts } from './ports/delivery-ports';
import { DeliveryWorker } from './jobs/delivery-worker';
import { PushEndpointGuard } from './adapters/delivery/push-endpoint-guard';
import { renderEmail } from './adapters/delivery/email-templates';
import { consumeNotificationEvents } from './events/consume-events';
import { notificationHandlers, notificationServiceDefinition, notificationServiceName } from './grpc/server';
import { outbox } from './store/schema';
import { channelsOf } from './use-cases/deliver-due';
import type { NotificationDeps } from './use-cases/deps';

export interface NotificationServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
  /** APP_URL and DELIVERY_INTERVAL_MS; read from the environment when absent. */
  config?: Partial<Pick<NotificationConfig, 'APP_URL' | 'DELIVERY_INTERVAL_MS'>>;
  /** The e-mail, SMS and push senders and the retry policy; `configuredDeliveryPorts(config)` when absent. */
  delivery?: DeliveryPorts;
  /** Time for the use cases and the delivery worker (a controllable clock in tests). */
  now?: () => Date;
  /** Where browsers may subscribe pushes to: the real push services at public addresses when absent (a test gives its own). */
  pushEndpoints?: PushEndpointGuard;
}

export interface RunningNotificationService extends RunningGrpcService {
  /** The e-mail, SMS and push worker (tests wake it). */
  deliveries: DeliveryWorker;
}

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the notification service on an open database and event bus: migrations, gRPC with health
 * (SERVING only while the database and bus answer), the outbox relay (the realtime deliveries), the
 * consumers that turn the other services' events into notifications, and the delivery worker.
 */
export async function startNotificationService(options: NotificationServiceOptions): Promise<RunningNotificationService> {
  const { database, bus, logger } = options;
  const config = { ...loadNotificationConfig({ ...process.env, ...options.env }), ...options.config };
  // One guard decides where pushes may go, when a browser subscribes and when a push is sent.
  const pushEndpoints = options.pushEndpoints ?? new PushEndpointGuard();
  const ports = options.delivery ?? configuredDeliveryPorts(config, logger, options.mailbox, pushEndpoints);
  const now = options.now ?? (() => new Date());
  const deps: NotificationDeps = { db: database.db, now, channels: channelsOf(ports.senders), pushPublicKey: ports.senders.push?.publicKey, pushEndpoints };
  const appUrl = config.APP_URL.replace(/\/$/, '');
  const email = ports.senders.email;
  const contactEmails = email ? { sender: email.sender, compose: renderEmail, appUrl } : undefined;
  const deliveries = new DeliveryWorker({ db: database.db, senders: ports.senders, retry: ports.retry, appUrl, now, logger }, config.DELIVERY_INTERVAL_MS);
  let consumers: Subscription[] = [];
  const running = await startGrpcService({
    ...options,
    name: 'notification',
    serviceName: notificationServiceName,
    migrations: { folder: migrationsFolder, schema: 'notification' },
    outbox,
    register: (server) => server.addService(notificationServiceDefinition, notificationHandlers(deps)),
    prepare: async () => {
      consumers = await consumeNotificationEvents({ ...deps, bus, logger, contactEmails });
      if (deps.channels.size > 0) deliveries.start();
    },
  });
  return {
    ...running,
    deliveries,
    async stop() {
      await deliveries.stop();
      for (const consumer of consumers) await consumer.stop();
      await running.stop();
    },
  };
}

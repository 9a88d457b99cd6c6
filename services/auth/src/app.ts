import { GrpcServer, OutboxRelay, watchReadiness, type DatabaseHandle, type EventBus, type Logger } from '@helpwire/service-kit';
import { join } from 'node:path';
import type { MessageSender } from './messaging/mailer';
import { authHandlers, authServiceDefinition, authServiceName } from './server';
import { outbox } from './store/schema';

export interface AuthServiceOptions {
  database: DatabaseHandle;
  bus: EventBus;
  logger: Logger;
  grpcPort: number;
  grpcHost?: string;
  secret: string;
  sessionTtlMs: number;
  messages: MessageSender;
}

export interface RunningAuthService {
  port: number;
  server: GrpcServer;
  stop(): Promise<void>;
}

export const authMigrationsFolder = join(__dirname, '..', 'migrations');

/** Starts the auth service: migrations, gRPC with health gated on the database and bus, outbox relay. */
export async function startAuthService(options: AuthServiceOptions): Promise<RunningAuthService> {
  const { database, bus, logger } = options;
  const server = new GrpcServer({ name: 'auth', serviceNames: [authServiceName], logger });
  const port = await server.listen(options.grpcPort, options.grpcHost);
  await database.migrate({ folder: authMigrationsFolder, schema: 'auth' });
  const relay = new OutboxRelay({ db: database.db, table: outbox, bus, logger });
  server.addService(
    authServiceDefinition,
    authHandlers({ db: database.db, secret: options.secret, sessionTtlMs: options.sessionTtlMs, messages: options.messages, outboxRelay: relay }),
  );
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
    async stop() {
      stopWatching();
      await server.close();
      await relay.stop();
    },
  };
}

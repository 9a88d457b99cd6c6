import { startGrpcService, type DatabaseHandle, type EventBus, type Logger, type RunningGrpcService } from '@helpwire/service-kit';
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

export type RunningAuthService = RunningGrpcService;

export const authMigrationsFolder = join(__dirname, '..', 'migrations');

/** Starts the auth service: migrations, gRPC with health gated on the database and bus, outbox relay. */
export async function startAuthService(options: AuthServiceOptions): Promise<RunningAuthService> {
  const { database } = options;
  return startGrpcService({
    ...options,
    name: 'auth',
    serviceName: authServiceName,
    migrations: { folder: authMigrationsFolder, schema: 'auth' },
    outbox,
    register: (server, relay) =>
      server.addService(
        authServiceDefinition,
        authHandlers({ db: database.db, secret: options.secret, sessionTtlMs: options.sessionTtlMs, messages: options.messages, outboxRelay: relay }),
      ),
  });
}

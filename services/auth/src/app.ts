import {
  appUrlFrom,
  startGrpcService,
  type DatabaseHandle,
  type EventBus,
  type Logger,
  type RunningGrpcService,
  type Subscription,
} from '@helpwire/service-kit';
import { consumeDisputeDecisions } from './events/consume-dispute-decisions';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileHandlers, fileServiceDefinition } from './grpc/files-server';
import type { MessageSender } from '@helpwire/service-kit';
import { authHandlers, authServiceDefinition, authServiceName } from './grpc/server';
import type { FileStorage } from '@helpwire/service-kit';
import { LocalDiskStorage } from '@helpwire/service-kit';
import { IdTokenVerifier, type VerifierOptions } from './adapters/social/id-token-verifier';
import type { SocialProviderSettings } from './adapters/social/provider-settings';
import { loadSecondFactorKey } from './adapters/second-factor/second-factor-key';
import type { SecondFactorKey } from './domain/second-factor-secrets';
import { outbox } from './store/schema';
import { startStaleUploadCleanup } from './use-cases/stale-uploads';

export interface AuthServiceOptions {
  database: DatabaseHandle;
  bus: EventBus;
  logger: Logger;
  grpcPort: number;
  grpcHost?: string;
  secret: string;
  sessionTtlMs: number;
  messages: MessageSender;
  /** Social sign-in providers (issuer + client ids); none when absent. */
  socialProviders?: SocialProviderSettings[];
  /** Timeouts and caching of the providers' discovery documents and keys (tests shorten them). */
  socialVerifierOptions?: VerifierOptions;
  /** Where uploaded files go (default: a directory under the OS temp dir, for tests and tools). */
  files?: FileStorage;
  /** How often stale unclaimed uploads are deleted (default 15 minutes). */
  fileCleanupIntervalMs?: number;
  /** The key sealing admins' TOTP secrets (TOTP_SECRET_KEY); read from the environment when absent. */
  secondFactorKey?: SecondFactorKey;
  /** Settings the launcher made for this run (APP_URL), read over the process environment. */
  env?: Readonly<Record<string, string>>;
}

export type RunningAuthService = RunningGrpcService;

export const authMigrationsFolder = join(__dirname, '..', 'migrations');

/** Starts the auth service: migrations, gRPC with health gated on the database and bus, outbox relay. */
export async function startAuthService(options: AuthServiceOptions): Promise<RunningAuthService> {
  const { database } = options;
  const socialVerifier = new IdTokenVerifier(options.socialProviders ?? [], options.socialVerifierOptions);
  const files = options.files ?? new LocalDiskStorage(join(tmpdir(), 'helpwire-files'));
  const secondFactor = options.secondFactorKey ?? loadSecondFactorKey();
  const appUrl = appUrlFrom({ ...process.env, ...options.env });
  if (secondFactor.derived) options.logger.warn("TOTP_SECRET_KEY is not set: admins' TOTP secrets are sealed with the development key (never in production)");
  let consumers: Subscription[] = [];
  const running = await startGrpcService({
    ...options,
    name: 'auth',
    serviceName: authServiceName,
    migrations: { folder: authMigrationsFolder, schema: 'auth' },
    outbox,
    prepare: async () => {
      consumers = await consumeDisputeDecisions({ db: database.db, bus: options.bus, logger: options.logger });
    },
    register: (server) => {
      const deps = {
        db: database.db,
        secret: options.secret,
        secondFactorKey: secondFactor.key,
        sessionTtlMs: options.sessionTtlMs,
        messages: options.messages,
        files,
        socialVerifier,
        appUrl,
      };
      server.addService(authServiceDefinition, authHandlers(deps));
      server.addService(fileServiceDefinition, fileHandlers(deps));
    },
  });
  const stopCleanup = startStaleUploadCleanup({ db: database.db, files, logger: options.logger }, options.fileCleanupIntervalMs);
  return {
    ...running,
    async stop() {
      await stopCleanup();
      for (const consumer of consumers) await consumer.stop();
      await running.stop();
    },
  };
}

import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('auth');

import { createLogger, exitOnFatalError, openDatabase, openEventBus, safeErrorMessage, serveMetrics, Shutdown } from '@helpwire/service-kit';
import { join } from 'node:path';
import { startAuthService } from './app';
import { loadAuthConfig } from './config';
import { socialProvidersFrom } from './social/provider-settings';
import { messageSendersFrom } from './messaging/message-senders';
import { openFileStorage } from './storage/storage-config';

/** The auth service as its own process (the distributed form Kubernetes runs). */
async function main() {
  const config = loadAuthConfig();
  const logger = createLogger({ service: 'auth', level: config.LOG_LEVEL });
  exitOnFatalError(logger);
  const shutdown = new Shutdown(logger);
  shutdown.onSignals();
  shutdown.add('tracing', stopTracing);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite'), logger });
  shutdown.add('database', () => database.close());
  const bus = await openEventBus({ natsUrl: config.NATS_URL, name: 'auth', logger, stream: config.NATS_STREAM, subjectPrefix: config.NATS_SUBJECT_PREFIX });
  shutdown.add('event bus', () => bus.close());
  const metrics = await serveMetrics(config.METRICS_PORT, undefined, logger);
  shutdown.add('metrics', () => new Promise<void>((resolve) => metrics.close(() => resolve())));
  const messages = messageSendersFrom(config, logger).sender;
  const files = openFileStorage(config);
  logger.info({ storage: files.description }, 'file storage');
  const service = await startAuthService({ database, bus, logger, grpcPort: config.GRPC_PORT, secret: config.JWT_SECRET, sessionTtlMs: config.SESSION_TTL_HOURS * 3600_000, messages, socialProviders: socialProvidersFrom(config), files });
  shutdown.add('auth service', () => service.stop());
}

main().catch((error: unknown) => {
  console.error(safeErrorMessage(error));
  process.exit(1);
});

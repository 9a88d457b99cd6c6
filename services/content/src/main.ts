import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('content');

import { createLogger, exitOnFatalError, openDatabase, openEventBus, safeErrorMessage, serveMetrics, Shutdown } from '@helpwire/service-kit';
import { join } from 'node:path';
import { startContentService } from './app';
import { loadContentConfig } from './config';

/** The content service as its own process (the distributed form Kubernetes runs). */
async function main() {
  const config = loadContentConfig();
  const logger = createLogger({ service: 'content', level: config.LOG_LEVEL });
  exitOnFatalError(logger);
  const shutdown = new Shutdown(logger);
  shutdown.onSignals();
  shutdown.add('tracing', stopTracing);

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite'), logger });
  shutdown.add('database', () => database.close());
  const bus = await openEventBus({ natsUrl: config.NATS_URL, name: 'content', logger, stream: config.NATS_STREAM, subjectPrefix: config.NATS_SUBJECT_PREFIX });
  shutdown.add('event bus', () => bus.close());
  const metrics = await serveMetrics(config.METRICS_PORT, undefined, logger);
  shutdown.add('metrics', () => new Promise<void>((resolve) => metrics.close(() => resolve())));

  const service = await startContentService({ database, bus, logger, grpcPort: config.GRPC_PORT, seed: config.SEED_CONTENT });
  shutdown.add('content service', () => service.stop());
}

main().catch((error: unknown) => {
  console.error(safeErrorMessage(error));
  process.exit(1);
});

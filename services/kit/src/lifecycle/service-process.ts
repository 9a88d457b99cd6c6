import { join } from 'node:path';
import type { BaseEnv } from '../config/env-fields';
import { openDatabase, type DatabaseHandle } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { openEventBus } from '../events/open-event-bus';
import { createLogger, type Logger } from '../logging/logger';
import { safeErrorMessage } from '../logging/error-serializer';
import { serveMetrics } from '../telemetry/metrics-server';
import { exitOnFatalError } from './exit-on-fatal-error';
import { Shutdown } from './shutdown';

/** What every service process reads from its environment besides its own settings. */
export type ServiceProcessEnv = BaseEnv & { METRICS_PORT: number };

export interface ServiceProcessDeps<C> {
  config: C;
  logger: Logger;
  database: DatabaseHandle;
  bus: EventBus;
}

export interface ServiceProcessOptions<C extends ServiceProcessEnv> {
  /** Short name for logs, metrics and the bus connection, e.g. "auth". */
  name: string;
  /** Reads and checks the environment (fails fast with every bad variable). */
  loadConfig: () => C;
  /** Started first in main.ts, before anything it instruments is imported. */
  stopTracing: () => Promise<void>;
  /** Starts the service on the opened stores; stopped first on shutdown. */
  start: (deps: ServiceProcessDeps<C>) => Promise<{ stop(): Promise<void> }>;
}

/**
 * A service as its own process (the distributed form Kubernetes runs): config, logger, fatal-error
 * exit, signals, database, event bus, metrics port, then the service; everything is closed in
 * reverse order on SIGTERM. A start failure prints its message (never a failed query's values) and
 * exits 1.
 */
export function runServiceProcess<C extends ServiceProcessEnv>(options: ServiceProcessOptions<C>): void {
  const { name } = options;
  const main = async () => {
    const config = options.loadConfig();
    const logger = createLogger({ service: name, level: config.LOG_LEVEL });
    exitOnFatalError(logger);
    const shutdown = new Shutdown(logger);
    shutdown.onSignals();
    shutdown.add('tracing', options.stopTracing);
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite'), logger });
    shutdown.add('database', () => database.close());
    const bus = await openEventBus({ natsUrl: config.NATS_URL, name, logger, stream: config.NATS_STREAM, subjectPrefix: config.NATS_SUBJECT_PREFIX });
    shutdown.add('event bus', () => bus.close());
    const metrics = await serveMetrics(config.METRICS_PORT, config.METRICS_HOST, logger);
    shutdown.add('metrics', () => new Promise<void>((resolve) => metrics.close(() => resolve())));
    const service = await options.start({ config, logger, database, bus });
    shutdown.add(`${name} service`, () => service.stop());
  };
  main().catch((error: unknown) => {
    console.error(safeErrorMessage(error));
    process.exit(1);
  });
}

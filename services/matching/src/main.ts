import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('matching');

import { runServiceProcess } from '@helpwire/service-kit';
import { startMatchingService } from './app';
import { loadMatchingConfig } from './config';

/** The matching service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: 'matching',
  loadConfig: loadMatchingConfig,
  stopTracing,
  start: ({ config, logger, database, bus }) =>
    startMatchingService({
      database,
      bus,
      logger,
      grpcPort: config.GRPC_PORT,
      presenceTtlMs: config.PRESENCE_TTL_MS,
      redis: config.REDIS_URL ? { url: config.REDIS_URL, prefix: config.MATCHING_REDIS_PREFIX } : undefined,
    }),
});

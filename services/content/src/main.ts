import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('content');

import { runServiceProcess } from '@helpwire/service-kit';
import { startContentService } from './app';
import { loadContentConfig } from './config';

/** The content service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: 'content',
  loadConfig: loadContentConfig,
  stopTracing,
  start: ({ config, logger, database, bus }) => startContentService({ database, bus, logger, grpcPort: config.GRPC_PORT, seed: config.SEED_CONTENT }),
});

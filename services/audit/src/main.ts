import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('audit');

import { runServiceProcess } from '@helpwire/service-kit';
import { startAuditService } from './app';
import { loadAuditConfig } from './config';

/** The audit service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: 'audit',
  loadConfig: loadAuditConfig,
  stopTracing,
  start: ({ config, logger, database, bus }) => startAuditService({ database, bus, logger, grpcPort: config.GRPC_PORT }),
});

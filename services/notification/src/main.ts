import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('notification');

import { runServiceProcess } from '@helpwire/service-kit';
import { startNotificationService } from './app';
import { loadNotificationConfig } from './config';

/** The notification service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: 'notification',
  loadConfig: loadNotificationConfig,
  stopTracing,
  start: ({ config, logger, database, bus }) => startNotificationService({ database, bus, logger, grpcPort: config.GRPC_PORT, config }),
});

import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('call');

import { runServiceProcess } from '@helpwire/service-kit';
import { startCallService } from './app';
import { loadCallConfig } from './config';

/** The call service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: 'call',
  loadConfig: loadCallConfig,
  stopTracing,
  start: ({ config, logger, database, bus }) =>
    startCallService({
      database,
      bus,
      logger,
      grpcPort: config.GRPC_PORT,
      addresses: {
        ...(config.MATCHING_GRPC_ADDR ? { matching: config.MATCHING_GRPC_ADDR } : {}),
        ...(config.PAYMENT_GRPC_ADDR ? { payment: config.PAYMENT_GRPC_ADDR } : {}),
      },
    }),
});

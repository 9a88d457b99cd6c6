import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('payment');

import { runServiceProcess } from '@helpwire/service-kit';
import { startPaymentService } from './app';
import { loadPaymentConfig } from './config';

/** The payment service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: 'payment',
  loadConfig: loadPaymentConfig,
  stopTracing,
  start: ({ config, logger, database, bus }) => startPaymentService({ database, bus, logger, grpcPort: config.GRPC_PORT, cardProvider: config }),
});

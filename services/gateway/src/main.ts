import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('gateway');

import { createLogger, exitOnFatalError, safeErrorMessage, Shutdown } from '@helpwire/service-kit';
import { loadGatewayConfig } from './config';
import { startGateway } from './start-gateway';

/** The gateway as its own process (the distributed form Kubernetes runs). */
async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL });
  exitOnFatalError(logger);
  const shutdown = new Shutdown(logger);
  shutdown.onSignals();
  shutdown.add('tracing', stopTracing);
  const gateway = await startGateway(config, logger);
  shutdown.add('gateway', () => gateway.stop());
}

main().catch((error: unknown) => {
  console.error(safeErrorMessage(error));
  process.exit(1);
});

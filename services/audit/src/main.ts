import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('audit');

import { openDatabase, runServiceProcess } from '@helpwire/service-kit';
import { startAuditService } from './app';
import { loadAuditConfig } from './config';

/** The audit service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: 'audit',
  loadConfig: loadAuditConfig,
  stopTracing,
  start: async ({ config, logger, database, bus }) => {
    // Written and read as helpwire_audit_writer when configured (decision 0083): no change, no removal.
    const writer = config.AUDIT_WRITER_DATABASE_URL ? await openDatabase({ url: config.AUDIT_WRITER_DATABASE_URL, logger }) : undefined;
    const service = await startAuditService({ database, writer, bus, logger, grpcPort: config.GRPC_PORT });
    return {
      async stop() {
        await service.stop();
        await writer?.close();
      },
    };
  },
});

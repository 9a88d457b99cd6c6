import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('auth');

import { runServiceProcess } from '@helpwire/service-kit';
import { startAuthService } from './app';
import { loadAuthConfig } from './config';
import { socialProvidersFrom } from './adapters/social/provider-settings';
import { messageSendersFrom } from './adapters/messaging/message-senders';
import { openFileStorage } from '@helpwire/service-kit';

/** The auth service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: 'auth',
  loadConfig: loadAuthConfig,
  stopTracing,
  start: ({ config, logger, database, bus }) => {
    const files = openFileStorage(config);
    logger.info({ storage: files.description }, 'file storage');
    return startAuthService({
      database,
      bus,
      logger,
      grpcPort: config.GRPC_PORT,
      secret: config.JWT_SECRET,
      sessionTtlMs: config.SESSION_TTL_HOURS * 3600_000,
      messages: messageSendersFrom(config, logger).sender,
      socialProviders: socialProvidersFrom(config),
      files,
    });
  },
});

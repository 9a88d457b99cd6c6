import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { type z } from 'zod';

/** The notification service's environment; the ports are its helpwire block's (package.json). */
export const notificationEnv = baseEnv.extend({
  GRPC_PORT: port(50056),
  METRICS_PORT: port(9470),
});

export type NotificationConfig = z.infer<typeof notificationEnv>;

export function loadNotificationConfig(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  return loadConfig(notificationEnv, env);
}

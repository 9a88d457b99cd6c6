import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { z } from 'zod';

/** The notification service's environment; the ports are its helpwire block's (package.json). */
export const notificationEnv = baseEnv.extend({
  GRPC_PORT: port(50056),
  METRICS_PORT: port(9470),
  /** The web's origin: e-mail and push links open `<APP_URL><route>`. */
  APP_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  /** How often the delivery worker looks for due e-mail, SMS and push deliveries when nothing wakes it (ms). */
  DELIVERY_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export type NotificationConfig = z.infer<typeof notificationEnv>;

export function loadNotificationConfig(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  return loadConfig(notificationEnv, env);
}

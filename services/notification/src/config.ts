import { appUrlEnv, baseEnv, loadConfig, messagingEnv, port } from '@helpwire/service-kit';
import { z } from 'zod';

/** Web push's VAPID keys, base64url without padding (what `npx web-push generate-vapid-keys` prints). */
const vapidPublicKey = z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key: 65 bytes (uncompressed P-256 point) in base64url');
const vapidPrivateKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key: 32 bytes in base64url');

/** The notification service's environment; the ports are its helpwire block's (package.json). */
export const notificationEnv = baseEnv
  .extend({
    GRPC_PORT: port(50056),
    METRICS_PORT: port(9470),
    /** The web's public origin: the links of e-mails, SMS and push notifications point there. */
    APP_URL: appUrlEnv.shape.APP_URL,
    /** Web push's VAPID key pair (both or neither): generated once under DATA_DIR without them, outside production. */
    VAPID_PUBLIC_KEY: vapidPublicKey.optional(),
    VAPID_PRIVATE_KEY: vapidPrivateKey.optional(),
    /** Who push services contact about this sender: a mailto: address or an https:// URL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .default('mailto:no-reply@helpwire.local'),
    /** How often the delivery worker looks for due e-mail, SMS and push deliveries when nothing wakes it (ms). */
    DELIVERY_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  })
  .extend(messagingEnv.shape)
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
      });
    } else if (!env.VAPID_PUBLIC_KEY && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'required in production with VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys): browsers subscribe with the public key',
      });
    }
  });

export type NotificationConfig = z.infer<typeof notificationEnv>;

export function loadNotificationConfig(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  return loadConfig(notificationEnv, env);
}

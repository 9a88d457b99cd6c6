import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { z } from 'zod';
import { messagingEnv } from '@helpwire/service-kit';
import { socialSignInEnv } from './adapters/social/provider-settings';
import { fileStorageEnv } from '@helpwire/service-kit';

export const authEnv = baseEnv
  .extend({
    GRPC_PORT: port(50052),
    METRICS_PORT: port(9465),
    /** HMAC secret that signs session tokens (the gateway verifies with the same one). */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
  })
  .extend(messagingEnv.shape)
  .extend(fileStorageEnv.shape)
  .extend(socialSignInEnv.shape);

export type AuthConfig = z.infer<typeof authEnv>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return loadConfig(authEnv, env);
}

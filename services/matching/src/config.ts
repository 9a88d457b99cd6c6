import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { z } from 'zod';

/** The matching service's environment; the ports are its helpwire block's (package.json). */
export const matchingEnv = baseEnv.extend({
  GRPC_PORT: port(50054),
  METRICS_PORT: port(9468),
  /** Redis shared by the matching replicas for helper presence; this process's memory when absent. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Namespace of the presence keys in Redis (environments sharing one Redis keep apart). */
  MATCHING_REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]+$/)
    .default('helpwire:matching'),
  /** How long a helper stays offered after the last heartbeat (at most 10 s: issue 11). */
  PRESENCE_TTL_MS: z.coerce.number().int().min(1000).max(10_000).default(10_000),
});

export type MatchingConfig = z.infer<typeof matchingEnv>;

export function loadMatchingConfig(env: NodeJS.ProcessEnv = process.env): MatchingConfig {
  return loadConfig(matchingEnv, env);
}

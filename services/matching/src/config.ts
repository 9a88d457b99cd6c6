import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { type z } from 'zod';

/** The matching service's environment; the ports are its helpwire block's (package.json). */
export const matchingEnv = baseEnv.extend({
  GRPC_PORT: port(50054),
  METRICS_PORT: port(9468),
});

export type MatchingConfig = z.infer<typeof matchingEnv>;

export function loadMatchingConfig(env: NodeJS.ProcessEnv = process.env): MatchingConfig {
  return loadConfig(matchingEnv, env);
}

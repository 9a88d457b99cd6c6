import { contentEnv } from '@helpwire/content';
import { gatewayEnv } from '@helpwire/gateway';
import { loadConfig } from '@helpwire/service-kit';
import { type z } from 'zod';

/**
 * All-in-one mode reads the same variables as the separate services (one table in the README);
 * the ports of the internal gRPC servers are picked free on loopback.
 */
export const allInOneEnv = contentEnv
  .omit({ GRPC_PORT: true, METRICS_PORT: true })
  .extend(gatewayEnv.omit({ CONTENT_GRPC_ADDR: true, NODE_ENV: true, LOG_LEVEL: true }).shape);

export type AllInOneConfig = z.infer<typeof allInOneEnv>;

export function loadAllInOneConfig(env: NodeJS.ProcessEnv = process.env): AllInOneConfig {
  return loadConfig(allInOneEnv, env);
}

import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { type z } from 'zod';

/** The audit service's environment; the ports are its helpwire block's (package.json). */
export const auditEnv = baseEnv.extend({
  GRPC_PORT: port(50057),
  METRICS_PORT: port(9471),
});

export type AuditConfig = z.infer<typeof auditEnv>;

export function loadAuditConfig(env: NodeJS.ProcessEnv = process.env): AuditConfig {
  return loadConfig(auditEnv, env);
}

import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { z } from 'zod';

/** The audit service's environment; the ports are its helpwire block's (package.json). */
export const auditEnv = baseEnv.extend({
  GRPC_PORT: port(50057),
  METRICS_PORT: port(9471),
  /**
   * A login role granted helpwire_audit_writer (decision 0083): the log is written and read through
   * it, which may add and read entries and nothing else; DATABASE_URL (the owner) then only migrates.
   * Unset: everything goes through DATABASE_URL (the embedded PGlite has no roles).
   */
  AUDIT_WRITER_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
});

export type AuditConfig = z.infer<typeof auditEnv>;

export function loadAuditConfig(env: NodeJS.ProcessEnv = process.env): AuditConfig {
  return loadConfig(auditEnv, env);
}

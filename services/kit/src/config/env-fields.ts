import { z } from 'zod';

/** Environment fields shared by every service. Each service extends this schema with its own. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** A peer service's gRPC address, host:port. */
export const grpcAddress = z.string().regex(/^[^\s:]+:\d+$/, 'must be host:port');

export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

export const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The web's public origin (APP_URL): the links a service writes into e-mails, SMS and pushes point there. */
export const appUrlEnv = z.object({
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be the http(s) origin of the web app' }).default('http://localhost:8080'),
});

/** APP_URL read from an environment, without a trailing slash (throws with the variable's name when it is not an http(s) URL). */
export function appUrlFrom(env: Readonly<Record<string, string | undefined>>): string {
  const parsed = appUrlEnv.safeParse(env);
  if (!parsed.success) throw new Error(`APP_URL ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  return parsed.data.APP_URL.replace(/\/$/, '');
}

export const baseEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: logLevel,
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** NATS server with JetStream; without it the in-process event bus is used. */
  NATS_URL: z
    .string()
    .regex(/^(nats|tls):\/\//, 'must start with nats:// or tls://')
    .optional(),
  /** JetStream stream holding every Helpwire event (tests and shared clusters use their own). */
  NATS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('HELPWIRE'),
  /** Prepended to every subject, so environments sharing one NATS stay apart; empty in production. */
  NATS_SUBJECT_PREFIX: z.string().default(''),
  DATA_DIR: z.string().default('.data'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /**
   * The address /metrics listens on (METRICS_PORT). In Kubernetes the pod's own IP (the chart sets it
   * from the downward API's status.podIP), so only what the NetworkPolicy lets reach the pod —
   * Prometheus — can; unset: every interface (the gateway: its HOST).
   */
  METRICS_HOST: z.union([z.ipv4(), z.ipv6()]).optional(),
});

export type BaseEnv = z.infer<typeof baseEnv>;

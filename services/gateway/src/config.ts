import { baseEnv, booleanFlag, ConfigError, loadConfig, logLevel, port } from '@helpwire/service-kit';
import { DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR } from '@helpwire/contracts';
import { z } from 'zod';
import { readGatewayRegistry, type Upstream } from './upstreams/gateway-registry';

/** The registry's gateway block and the services it calls, read once at start. */
export const gatewayRegistry = readGatewayRegistry();

const hostPort = z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port');

/**
 * `<NAME>_GRPC_ADDR`, host:port of each service the gateway calls (every gRPC service whose
 * `peers` name it), defaulting to its registered gRPC port on loopback.
 */
export const gatewayAddressEnv = z.object(
  Object.fromEntries(gatewayRegistry.upstreams.map((upstream) => [upstream.addressVariable, hostPort.default(upstream.defaultAddress)])) as Record<
    Upstream['addressVariable'],
    z.ZodDefault<z.ZodString>
  >,
);

/** The gateway's own settings; its ports default to those of its registry block. */
export const gatewayOwnEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: logLevel,
  PORT: port(gatewayRegistry.own.port),
  HOST: z.string().default('0.0.0.0'),
  /** Prometheus /metrics on HOST at this port, never on the public PORT (0 picks a free one). */
  METRICS_PORT: port(gatewayRegistry.own.metricsPort),
  /** HMAC secret that signs session tokens (HS256); at least 32 characters. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Redis for shared rate limits across gateway replicas; memory when absent. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Comma-separated origins allowed by CORS; empty means same origin only. */
  CORS_ORIGINS: z.string().default(''),
  /** Namespace of rate-limit keys in Redis (environments sharing one Redis keep apart). */
  RATE_LIMIT_PREFIX: z.string().default('helpwire:rl'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Limit per minute for writes a visitor can abuse (contact form, newsletter). */
  STRICT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** How often one account may see one helper's distance in an hour (decision 0022); benches that call one helper many times raise it. */
  DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR: z.coerce.number().int().min(1).default(DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR),
  BODY_LIMIT: z.string().default('100kb'),
  /** Express "trust proxy": hops of proxies in front (1 behind an ingress). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Log every request at info level (off makes the gateway quieter and faster). */
  LOG_REQUESTS: booleanFlag(true),
  UPSTREAM_DEADLINE_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * How long the gateway keeps a public read (categories, FAQ, tutorials, services, policies) when no
   * change event comes (decision 0088); 0 keeps none. Kept only while the event bus reaches it.
   */
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** The event bus the services' realtime deliveries come on (NATS_URL, NATS_STREAM, NATS_SUBJECT_PREFIX as every service reads them). */
  ...baseEnv.pick({ NATS_URL: true, NATS_STREAM: true, NATS_SUBJECT_PREFIX: true, METRICS_HOST: true }).shape,
  /** Stream, channels and session keys of the realtime channel's Redis adapter (environments sharing one Redis keep apart). */
  REALTIME_REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]+$/)
    .default('helpwire:realtime'),
  /** Janus' WebSocket API, proxied at /janus so browsers reach it on the product's origin (decision 0029); no proxy without it. */
  JANUS_URL: z
    .string()
    .regex(/^wss?:\/\/\S+$/, 'must be a ws:// or wss:// URL')
    .optional(),
});

export const gatewayEnv = gatewayOwnEnv.extend(gatewayAddressEnv.shape);

export type GatewayConfig = z.infer<typeof gatewayEnv>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = loadConfig(gatewayEnv, env);
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: required in production']);
  }
  return config;
}

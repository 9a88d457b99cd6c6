import { baseEnv, booleanFlag, ConfigError, loadConfig, logLevel, port } from '@helpwire/service-kit';
import { z } from 'zod';

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: logLevel,
  PORT: port(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Prometheus /metrics on HOST at this port, never on the public PORT (0 picks a free one). */
  METRICS_PORT: port(9466),
  /** host:port of the content service's gRPC server. */
  CONTENT_GRPC_ADDR: z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port').default('127.0.0.1:50051'),
  /** host:port of the auth service's gRPC server. */
  AUTH_GRPC_ADDR: z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port').default('127.0.0.1:50052'),
  /** host:port of the payment service's gRPC server. */
  PAYMENT_GRPC_ADDR: z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port').default('127.0.0.1:50053'),
  /** host:port of the matching service's gRPC server. */
  MATCHING_GRPC_ADDR: z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port').default('127.0.0.1:50054'),
  /** host:port of the call service's gRPC server (the realtime channel's client events). */
  CALL_GRPC_ADDR: z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port').default('127.0.0.1:50055'),
  /** host:port of the notification service's gRPC server. */
  NOTIFICATION_GRPC_ADDR: z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port').default('127.0.0.1:50056'),
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
  BODY_LIMIT: z.string().default('100kb'),
  /** Express "trust proxy": hops of proxies in front (1 behind an ingress). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Log every request at info level (off makes the gateway quieter and faster). */
  LOG_REQUESTS: booleanFlag(true),
  UPSTREAM_DEADLINE_MS: z.coerce.number().int().min(100).default(5000),
  /** The event bus the services' realtime deliveries come on (NATS_URL, NATS_STREAM, NATS_SUBJECT_PREFIX as every service reads them). */
  ...baseEnv.pick({ NATS_URL: true, NATS_STREAM: true, NATS_SUBJECT_PREFIX: true, METRICS_HOST: true }).shape,
  /** Stream, channels and session keys of the realtime channel's Redis adapter (environments sharing one Redis keep apart). */
  REALTIME_REDIS_PREFIX: z.string().regex(/^[\w:.-]+$/).default('helpwire:realtime'),
  /** Janus' WebSocket API, proxied at /janus so browsers reach it on the product's origin (decision 0029); no proxy without it. */
  JANUS_URL: z.string().regex(/^wss?:\/\/\S+$/, 'must be a ws:// or wss:// URL').optional(),
});

export type GatewayConfig = z.infer<typeof gatewayEnv>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = loadConfig(gatewayEnv, env);
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: required in production']);
  }
  return config;
}

import { auth, content, payment } from '@helpwire/proto';
import { createPromiseClient, listeningPort, serveMetrics, type Logger } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { createClient } from 'redis';
import { createGatewayApp } from './app';
import type { GatewayConfig } from './config';
import { grpcHealthCheck } from './health/readiness-probes';
import { JwtTokenVerifier } from './http/authentication';
import { createRateLimits, type RedisCommand } from './http/rate-limits';
import { adminRoutes } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { contentRoutes } from './routes/content-routes';
import { uploadRoutes } from './routes/upload-routes';
import { socialRoutes } from './routes/social-routes';
import { profileRoutes } from './routes/profile-routes';
import { paymentRoutes, paymentWebhookRoutes } from './routes/payment-routes';

/** A service the gateway has no routes for yet (one made by `npm run new:service`): listed in /readyz. */
export interface GatewayUpstream {
  name: string;
  /** host:port of its gRPC server. */
  address: string;
}

export interface RunningGateway {
  server: Server;
  port: number;
  /** The port of /metrics (on the same host, never on the public port). */
  metricsPort: number;
  stop(): Promise<void>;
}

/** Connects the gateway to its upstreams and stores, and starts listening. */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  extras: { extraHandlers?: RequestHandler[]; thirdPartyOrigins?: string[]; upstreams?: GatewayUpstream[] } = {},
): Promise<RunningGateway> {
  const closers: (() => Promise<void> | void)[] = [];
  let redisCommand: RedisCommand | undefined;
  const readinessChecks = [];
  const upstreamChecks = [];

  if (config.REDIS_URL) {
    const redis = createClient({ url: config.REDIS_URL });
    redis.on('error', (error: unknown) => logger.warn({ err: error }, 'Redis connection problem'));
    await redis.connect();
    closers.push(() => redis.close());
    redisCommand = (...args: string[]) => redis.sendCommand(args) as ReturnType<RedisCommand>;
    readinessChecks.push({ name: 'redis', check: async () => void (await redis.ping()) });
  }

  const contentClient = createPromiseClient(content.ContentServiceClient, config.CONTENT_GRPC_ADDR);
  closers.push(() => contentClient.close());
  const contentHealth = grpcHealthCheck('content', config.CONTENT_GRPC_ADDR);
  closers.push(() => contentHealth.close());
  upstreamChecks.push(contentHealth);

  const authClient = createPromiseClient(auth.AuthServiceClient, config.AUTH_GRPC_ADDR);
  closers.push(() => authClient.close());
  const authHealth = grpcHealthCheck('auth', config.AUTH_GRPC_ADDR);
  closers.push(() => authHealth.close());
  upstreamChecks.push(authHealth);

  const paymentClient = createPromiseClient(payment.PaymentServiceClient, config.PAYMENT_GRPC_ADDR);
  closers.push(() => paymentClient.close());
  const paymentHealth = grpcHealthCheck('payment', config.PAYMENT_GRPC_ADDR);
  closers.push(() => paymentHealth.close());
  upstreamChecks.push(paymentHealth);
  const checked = new Set(['content', 'auth', 'payment']);
  for (const upstream of (extras.upstreams ?? []).filter((u) => !checked.has(u.name))) {
    const upstreamHealth = grpcHealthCheck(upstream.name, upstream.address);
    closers.push(() => upstreamHealth.close());
    upstreamChecks.push(upstreamHealth);
  }
  // Files stream both ways in 64 KiB chunks: no message is ever larger than the default limit.
  const fileClient = createPromiseClient(auth.FileServiceClient, config.AUTH_GRPC_ADDR);
  closers.push(() => fileClient.close());
  // A token is good only while its session is: logout and password resets revoke it at once.
  const sessionIdentity = { requestId: 'gateway-session-check', language: 'en' };
  const isRevoked = async (tokenId: string) => !(await authClient.checkSession({ tokenId }, { identity: sessionIdentity, deadlineMs: 2000 })).active;

  const secret = config.JWT_SECRET ?? randomBytes(32).toString('hex');
  if (!config.JWT_SECRET) logger.warn('JWT_SECRET is not set: using a random secret; tokens end with this process');

  const rateLimits = createRateLimits({
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    strictPerMinute: config.STRICT_RATE_LIMIT_PER_MINUTE,
    redis: redisCommand,
    keyPrefix: config.RATE_LIMIT_PREFIX,
  });
  const app = createGatewayApp({
    logger,
    routes: [
      ...contentRoutes({ content: contentClient, deadlineMs: config.UPSTREAM_DEADLINE_MS, strictRateLimit: rateLimits.strict }),
      ...authRoutes({ auth: authClient, deadlineMs: config.UPSTREAM_DEADLINE_MS, strictRateLimit: rateLimits.strict }),
      ...socialRoutes({ auth: authClient, deadlineMs: config.UPSTREAM_DEADLINE_MS, strictRateLimit: rateLimits.strict }),
      ...profileRoutes({ auth: authClient, deadlineMs: config.UPSTREAM_DEADLINE_MS }),
      ...adminRoutes({ auth: authClient, deadlineMs: config.UPSTREAM_DEADLINE_MS, strictRateLimit: rateLimits.strict }),
      ...paymentRoutes({ payment: paymentClient, deadlineMs: config.UPSTREAM_DEADLINE_MS }),
    ],
    rawRoutes: [
      ...uploadRoutes({ files: fileClient, deadlineMs: config.UPSTREAM_DEADLINE_MS, strictRateLimit: rateLimits.strict }),
      ...paymentWebhookRoutes({ payment: paymentClient, deadlineMs: config.UPSTREAM_DEADLINE_MS }),
    ],
    verifier: new JwtTokenVerifier(secret, isRevoked),
    rateLimits,
    readinessChecks,
    upstreamChecks,
    corsOrigins: config.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    bodyLimit: config.BODY_LIMIT,
    requestDeadlineMs: config.UPSTREAM_DEADLINE_MS,
    trustProxy: config.TRUST_PROXY,
    logRequests: config.LOG_REQUESTS,
    extraHandlers: extras.extraHandlers,
    thirdPartyOrigins: extras.thirdPartyOrigins,
  });

  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  // After listening, a server error (e.g. out of file descriptors on accept) is logged, never left uncaught.
  server.on('error', (error) => logger.error({ err: error }, 'HTTP server error'));
  const port = listeningPort(server);
  const metrics = await serveMetrics(config.METRICS_PORT, config.HOST, logger);
  closers.push(() => new Promise<void>((resolve) => metrics.close(() => resolve())));
  const metricsPort = listeningPort(metrics);
  logger.info({ port, metricsPort }, 'gateway listening');

  return {
    server,
    port,
    metricsPort,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // A keep-alive connection the client holds open must not delay the stop by its 65 s timeout.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
      for (const close of closers.reverse()) await close();
    },
  };
}

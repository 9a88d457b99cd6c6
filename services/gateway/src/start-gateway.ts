import {
  afterCall,
  audit,
  auth,
  authNames,
  call,
  charge,
  content,
  dispute,
  matching,
  notification,
  payment,
  plan,
  recording,
  withdrawal,
} from '@helpwire/proto';
import { listeningPort, openEventBus, serveMetrics, type EventBus, type Logger } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { createClient } from 'redis';
import { createGatewayApp } from './app';
import { gatewayRegistry, type GatewayConfig } from './config';
import { JwtTokenVerifier, type VerifiedToken } from './http/authentication';
import { batchedSessionChecks } from './http/session-check-batch';
import { createRateLimits, type RedisCommand } from './http/rate-limits';
import { jsonRoutes } from './routes/json-routes';
import { createDistanceLookups } from './routes/distance-lookups';
import { uploadRoutes } from './routes/upload-routes';
import { recordingPlayRoutes } from './routes/recording-routes';
import { recordingUploadRoutes } from './routes/recording-upload-routes';
import { paymentWebhookRoutes } from './routes/payment-routes';
import type { CallUpstream } from './realtime/call-upstream';
import { callUpstreamOverGrpc } from './realtime/call-grpc-upstream';
import { helperPresenceFor, type HelperPresence } from './realtime/helper-presence';
import { BackgroundBus } from './realtime/background-bus';
import { startRealtimeChannel } from './realtime/realtime-channel';
import { proxyJanusWebSockets } from './http/janus-proxy';
import { connectUpstreams } from './upstreams/upstream-connections';
import { dropReadsOnContentChanges } from './read-cache/content-change-consumer';
import { ReadCache } from './read-cache/read-cache';

/** How long one session check may take; past it the request is answered 503, not 401. */
const SESSION_CHECK_DEADLINE_MS = 2000;

export interface RunningGateway {
  server: Server;
  port: number;
  /** The port of /metrics (on the same host, never on the public port). */
  metricsPort: number;
  stop(): Promise<void>;
}

/** The realtime channel's parts a caller may supply (all-in-one shares its bus; tests record presence). */
export interface RealtimeExtras {
  /** The bus services publish realtime deliveries on; otherwise NATS_URL's, or none. */
  bus?: EventBus;
  presence?: HelperPresence;
  callUpstream?: CallUpstream;
  heartbeatMs?: number;
}

/** Connects the gateway to its upstreams and stores, and starts listening. */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  extras: { extraHandlers?: RequestHandler[]; thirdPartyOrigins?: string[]; realtime?: RealtimeExtras } = {},
): Promise<RunningGateway> {
  const closers: (() => Promise<void> | void)[] = [];
  let redisCommand: RedisCommand | undefined;
  let redisClient: ReturnType<typeof createClient> | undefined;
  const readinessChecks = [];
  const upstreamChecks = [];

  if (config.REDIS_URL) {
    // Loaded only with a Redis to talk to: the all-in-one product on embedded defaults never needs it.
    const redis = (await import('redis')).createClient({ url: config.REDIS_URL });
    redis.on('error', (error: unknown) => logger.warn({ err: error }, 'Redis connection problem'));
    await redis.connect();
    closers.push(() => redis.close());
    redisClient = redis;
    redisCommand = (...args: string[]) => redis.sendCommand(args) as ReturnType<RedisCommand>;
    readinessChecks.push({ name: 'redis', check: async () => void (await redis.ping()) });
  }

  // One client per gRPC API, at the address of the registered service that declares it; one health check per service.
  const upstreams = connectUpstreams(gatewayRegistry.upstreams, config);
  closers.push(() => upstreams.close());
  upstreamChecks.push(...upstreams.checks);
  const client = upstreams.client;
  const authClient = client(auth.AuthServiceClient);
  // A token is good only while its session is, and only for the account and role that session was
  // started for: logout, password resets and a token re-signed with another sub or role end it at once.
  const sessionIdentity = { requestId: 'gateway-session-check', language: 'en' };
  const claimsOf = (token: VerifiedToken) => ({ tokenId: token.tokenId, accountId: token.userId, role: authNames.roleNames.parse(token.role) });

  // The bus of the services' realtime deliveries: all-in-one hands its own; otherwise NATS, opened in the background.
  const deliveryBus =
    !extras.realtime?.bus && config.NATS_URL
      ? new BackgroundBus(
          () => openEventBus({ natsUrl: config.NATS_URL, name: 'gateway', logger, stream: config.NATS_STREAM, subjectPrefix: config.NATS_SUBJECT_PREFIX }),
          logger,
        )
      : undefined;
  if (deliveryBus) {
    upstreamChecks.push(deliveryBus.check);
    closers.push(() => deliveryBus.close());
  }

  // Public reads kept until the content service's change event (decision 0088): only once the bus reaches this process.
  const readCache = new ReadCache({ ttlMs: config.CONTENT_CACHE_TTL_SECONDS * 1000 });
  const keepReads = async (bus: EventBus) => {
    const subscription = await dropReadsOnContentChanges(bus, readCache, logger);
    closers.push(() => subscription.stop());
  };
  if (config.CONTENT_CACHE_TTL_SECONDS === 0) logger.info('CONTENT_CACHE_TTL_SECONDS=0: public reads are not kept');
  else if (extras.realtime?.bus) await keepReads(extras.realtime.bus);
  else if (deliveryBus) deliveryBus.whenOpen(keepReads, logger);
  else logger.warn('no event bus (NATS_URL): public reads are not kept (nothing would say when they change)');

  const secret = config.JWT_SECRET ?? randomBytes(32).toString('hex');
  if (!config.JWT_SECRET) logger.warn('JWT_SECRET is not set: using a random secret; tokens end with this process');

  const rateLimits = createRateLimits({
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    strictPerMinute: config.STRICT_RATE_LIMIT_PER_MINUTE,
    redis: redisCommand,
    keyPrefix: config.RATE_LIMIT_PREFIX,
  });
  const revokedAmong = async (tokens: VerifiedToken[]) => {
    const { activeTokenIds } = await authClient.checkSessions(
      { tokenIds: [], sessions: tokens.map(claimsOf) },
      { identity: sessionIdentity, deadlineMs: SESSION_CHECK_DEADLINE_MS },
    );
    const active = new Set(activeTokenIds);
    return new Set(tokens.map((token) => token.tokenId).filter((id) => !active.has(id)));
  };
  const verifier = new JwtTokenVerifier(secret, batchedSessionChecks(revokedAmong), revokedAmong);
  const app = createGatewayApp({
    logger,
    routes: jsonRoutes({
      content: client(content.ContentServiceClient),
      auth: authClient,
      payment: client(payment.PaymentServiceClient),
      charges: client(charge.ChargeServiceClient),
      matching: client(matching.MatchingServiceClient),
      calls: client(call.CallServiceClient),
      recordings: client(recording.RecordingServiceClient),
      afterCalls: client(afterCall.AfterCallServiceClient),
      disputes: client(dispute.DisputeServiceClient),
      files: client(auth.FileServiceClient),
      withdrawals: client(withdrawal.WithdrawalServiceClient),
      plans: client(plan.PlanServiceClient),
      notifications: client(notification.NotificationServiceClient),
      audit: client(audit.AuditServiceClient),
      deadlineMs: config.UPSTREAM_DEADLINE_MS,
      strictRateLimit: rateLimits.strict,
      distanceLookups: createDistanceLookups({
        redis: redisCommand,
        keyPrefix: config.RATE_LIMIT_PREFIX,
        perHour: config.DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR,
      }),
    }),
    rawRoutes: [
      ...recordingPlayRoutes({ recordings: client(recording.RecordingServiceClient), deadlineMs: config.UPSTREAM_DEADLINE_MS }),
      // Files stream both ways in 64 KiB chunks: no message is ever larger than the default limit.
      ...uploadRoutes({ files: client(auth.FileServiceClient), deadlineMs: config.UPSTREAM_DEADLINE_MS, strictRateLimit: rateLimits.strict }),
      ...recordingUploadRoutes({
        recordings: client(recording.RecordingServiceClient),
        deadlineMs: config.UPSTREAM_DEADLINE_MS,
        strictRateLimit: rateLimits.strict,
      }),
      ...paymentWebhookRoutes({ payment: client(payment.PaymentServiceClient), deadlineMs: config.UPSTREAM_DEADLINE_MS }),
    ],
    verifier,
    rateLimits,
    readinessChecks,
    upstreamChecks,
    corsOrigins: config.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    bodyLimit: config.BODY_LIMIT,
    requestDeadlineMs: config.UPSTREAM_DEADLINE_MS,
    checkResponses: config.NODE_ENV !== 'production',
    readCache,
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
  const janusProxy = config.JANUS_URL ? proxyJanusWebSockets(server, config.JANUS_URL, logger) : undefined;
  const realtime = await startRealtimeChannel({
    httpServer: server,
    verifier,
    logger,
    redis: redisClient,
    redisPrefix: config.REALTIME_REDIS_PREFIX,
    limitStore: { redis: redisCommand, prefix: config.RATE_LIMIT_PREFIX },
    upstream:
      extras.realtime?.callUpstream ??
      callUpstreamOverGrpc(
        { calls: client(call.CallServiceClient), auth: authClient, content: client(content.ContentServiceClient) },
        config.UPSTREAM_DEADLINE_MS,
      ),
    presence: extras.realtime?.presence ?? helperPresenceFor(client(matching.MatchingServiceClient), config.UPSTREAM_DEADLINE_MS),
    upstreamDeadlineMs: config.UPSTREAM_DEADLINE_MS,
    heartbeatMs: extras.realtime?.heartbeatMs,
  });
  if (extras.realtime?.bus) await realtime.consumeDeliveries(extras.realtime.bus);
  else if (deliveryBus) deliveryBus.whenOpen((bus) => realtime.consumeDeliveries(bus), logger);
  else logger.warn('no event bus (NATS_URL): the realtime channel delivers no service events');
  const metrics = await serveMetrics(config.METRICS_PORT, config.METRICS_HOST ?? config.HOST, logger);
  closers.push(() => new Promise<void>((resolve) => metrics.close(() => resolve())));
  const metricsPort = listeningPort(metrics);
  logger.info({ port, metricsPort }, 'gateway listening');

  return {
    server,
    port,
    metricsPort,
    async stop() {
      // Sockets first: an open websocket would keep the HTTP server from closing.
      await realtime.close();
      janusProxy?.close();
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

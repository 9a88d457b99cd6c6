import { checkDependencies, httpRequestDuration, redactUrl, type DependencyCheck, type Logger } from '@helpwire/service-kit';
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import { securityHeadersMiddleware } from '@helpwire/security-headers';
import { pinoHttp } from 'pino-http';
import { mountRoutes, type ApiRoute } from './http/api-routes';
import { authenticate, type TokenVerifier } from './http/authentication';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { rejectNullCharacters } from './http/null-characters';
import type { RateLimits } from './http/rate-limits';
import { mountRawRoutes, type RawRoute } from './http/raw-routes';
import { requestContext } from './http/request-context';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { openApiViewer } from './openapi/openapi-viewer';
import type { ReadCache } from './read-cache/read-cache';

export interface GatewayAppOptions {
  logger: Logger;
  routes: ApiRoute[];
  /** Routes outside the JSON contract (multipart upload, file download). */
  rawRoutes?: RawRoute[];
  verifier: TokenVerifier;
  rateLimits: RateLimits;
  /** What the gateway itself needs to serve any traffic (Redis when set): gates /readyz. */
  readinessChecks: DependencyCheck[];
  /**
   * The upstream services, listed in /readyz for information only: one that is down fails its own
   * routes with 503, so it must not take the whole gateway out of the load balancer.
   */
  upstreamChecks?: DependencyCheck[];
  corsOrigins: string[];
  bodyLimit: string;
  /** What one API request may spend on upstream calls together (UPSTREAM_DEADLINE_MS). */
  requestDeadlineMs?: number;
  /** Check each answer against its route's response schema (outside production: drift fails the tests). */
  checkResponses?: boolean;
  /** Where the public reads are kept (decision 0088). */
  readCache?: ReadCache;
  trustProxy: number;
  logRequests: boolean;
  /** Extra handlers after the API (all-in-one mode mounts the frontends and dev tools here). */
  extraHandlers?: RequestHandler[];
  /** Third-party origins the web app may load scripts from (analytics, machine translation). */
  thirdPartyOrigins?: string[];
}

/**
 * The public edge: security headers, CORS, request ids and language, JSON bodies, rate limits,
 * JWT authentication, the /api/v1 routes, OpenAPI at /api/docs (readable at /api/docs/viewer), and health and readiness (metrics
 * are on their own port: see start-gateway).
 */
export function createGatewayApp(options: GatewayAppOptions): Express {
  const { logger } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.set('etag', false);

  // The same headers and Content-Security-Policy as the web server's (@helpwire/security-headers),
  // on every answer: the health and readiness probes included.
  app.use(securityHeadersMiddleware({ thirdPartyOrigins: options.thirdPartyOrigins ?? [] }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const [report, upstreams] = await Promise.all([checkDependencies(options.readinessChecks), checkDependencies(options.upstreamChecks ?? [])]);
    res.status(report.ready ? 200 : 503).json({ status: report.ready ? 'ready' : 'not ready', checks: report.checks, upstreams: upstreams.checks });
  });

  app.use(requestContext);
  if (options.logRequests) {
    app.use(
      pinoHttp({
        logger,
        genReqId: (req) => (req as express.Request).identity.requestId,
        autoLogging: true,
        // The URL's personal data (coordinates, e-mail) and secrets (a recording link's token) are
        // redacted as body fields are; its query and params would repeat them, so they are left out.
        serializers: {
          req: (req: { url?: string; query?: unknown; params?: unknown }) => ({
            ...req,
            url: req.url && redactUrl(req.url),
            query: undefined,
            params: undefined,
          }),
        },
      }),
    );
  }
  app.use((req, res, next) => {
    const end = httpRequestDuration.startTimer({ method: req.method });
    res.on('finish', () => end({ route: req.route?.path ?? 'unmatched', status: String(res.statusCode) }));
    next();
  });

  const openApi = buildOpenApiDocument(options.routes, undefined, options.rawRoutes);
  app.get('/api/docs', (_req, res) => {
    res.json(openApi);
  });
  app.use(openApiViewer());

  const api = express.Router();
  api.use(cors({ origin: options.corsOrigins.length > 0 ? options.corsOrigins : false, credentials: true, maxAge: 600 }));
  // Limited by address before anything is parsed or verified (a bad token counts too), then by
  // the account its token names: both buckets exist for every signed-in request.
  api.use(options.rateLimits.general.byAddress);
  mountRawRoutes(
    api,
    (options.rawRoutes ?? []).filter((route) => route.rawBody),
  );
  api.use(express.json({ limit: options.bodyLimit }));
  api.use(authenticate(options.verifier));
  api.use(options.rateLimits.general.byAccount);
  api.use(rejectNullCharacters);
  mountRawRoutes(
    api,
    (options.rawRoutes ?? []).filter((route) => !route.rawBody),
  );
  mountRoutes(api, options.routes, { requestDeadlineMs: options.requestDeadlineMs, checkResponses: options.checkResponses, readCache: options.readCache });
  api.use(notFoundHandler);
  app.use('/api/v1', api);

  for (const handler of options.extraHandlers ?? []) app.use(handler);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}

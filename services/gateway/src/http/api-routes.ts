import { AppError, requireRole, type Identity } from '@helpwire/service-kit';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { RouteContract } from '@helpwire/contracts';
import type { z } from 'zod';
import { requireAuthentication } from './authentication';
import { envelopeOf, sendReply, type Reply } from './envelope';
import { PRIVATE_CACHE_CONTROL, sendCachedAnswer } from '../read-cache/cached-answer-reply';
import { ReadCache } from '../read-cache/read-cache';

export interface RouteInput<Q, B> {
  query: Q;
  params: Record<string, string>;
  body: B;
  identity: Identity;
  req: Request;
}

/** What a route adds to its contract: documentation, middleware and the handler. */
export interface RouteImplementation<Q, B> {
  tag: string;
  summary: string;
  /** Extra middleware before validation, e.g. the strict rate limit. */
  before?: RequestHandler[];
  handler: (input: RouteInput<Q, B>) => Promise<Reply<unknown>>;
  /**
   * A public read the gateway keeps (decision 0088): its answer depends on the route, the caller's
   * language, the query and the path's parameters, and on `vary` when set (the day, for a policy),
   * never on who calls. Only on a public route.
   */
  cache?: { vary?: () => string };
  /**
   * A write of public content (an admin's edit): once it succeeds this gateway drops its kept reads
   * at once, so the admin's next read shows the edit; the other replicas drop theirs on the content
   * service's event (decision 0088).
   */
  changesPublicReads?: boolean;
}

/** One REST route of spec §7: its contract from the catalogue (documented in OpenAPI) and its handler. */
export interface ApiRoute extends RouteContract, RouteImplementation<unknown, unknown> {
  /** The catalogue entry this route implements (its fields are copied onto the route). */
  contract: RouteContract;
}

/** An admin route (`auth: 'admin'`): any other role is refused before validation (the services check the role again). */
const requireAdmin: RequestHandler = (req, _res, next) => {
  requireRole({ identity: req.identity }, 'ADMIN');
  next();
};

type SchemaOr<T, Fallback> = [NonNullable<T>] extends [z.ZodType] ? NonNullable<T> : Fallback;

/** Implements a catalogue route (`routes.auth.login`): the handler's input types come from its schemas. */
export function defineRoute<C extends RouteContract>(
  contract: C,
  implementation: RouteImplementation<z.infer<SchemaOr<C['query'], z.ZodUndefined>>, z.infer<SchemaOr<C['body'], z.ZodUndefined>>>,
): ApiRoute {
  return { ...contract, ...implementation, contract } as unknown as ApiRoute;
}

function parse<T extends z.ZodType | undefined>(schema: T, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw AppError.invalid([...new Set(result.error.issues.map((issue) => issue.message))], 'VALIDATION_FAILED');
}

export interface MountOptions {
  /**
   * How long one request may spend on its upstream calls, together: each gRPC call it makes ends
   * by then (the kit's client cuts the call's own deadline to what is left).
   */
  requestDeadlineMs?: number;
  /**
   * Check every answer against the route's response schema before it leaves (on outside
   * production): an answer that drifted from its contract fails with a 500 naming the route, so the
   * contract tests catch it.
   */
  checkResponses?: boolean;
  /** Where the routes with `cache` keep their answers; without it they still answer with an ETag, read each time. */
  readCache?: ReadCache;
}

/** The answer does not match the route's response schema: a defect of the gateway, never the caller's. */
function checkResponse(route: ApiRoute, data: unknown): void {
  const result = route.response.safeParse(data);
  if (result.success) return;
  const where = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`).join('; ');
  throw new Error(`${route.method.toUpperCase()} ${route.path} answered outside its response schema: ${where}`);
}

/** Mounts routes on an express router: deadline, authentication, validation with the contract texts, envelope. */
export function mountRoutes(
  router: Router,
  routes: ApiRoute[],
  { requestDeadlineMs, checkResponses = false, readCache = new ReadCache({ ttlMs: 0 }) }: MountOptions = {},
): void {
  const startDeadline: RequestHandler = (req, _res, next) => {
    if (requestDeadlineMs) req.identity.deadline = Date.now() + requestDeadlineMs;
    next();
  };
  for (const route of routes) {
    if (route.cache && route.auth && route.auth !== 'public') {
      throw new Error(`${route.method.toUpperCase()} ${route.path} answers per caller: the gateway must not keep its answers`);
    }
    if (route.cache && (route.method !== 'get' || (route.successStatus ?? 200) !== 200)) {
      throw new Error(`${route.method.toUpperCase()} ${route.path}: only a read answering 200 is kept`);
    }
    const handlers: RequestHandler[] = [startDeadline, ...(route.before ?? [])];
    if (route.auth === 'required' || route.auth === 'admin') handlers.push(requireAuthentication);
    if (route.auth === 'admin') handlers.push(requireAdmin);
    handlers.push(async (req: Request, res: Response) => {
      const query = parse(route.query, req.query);
      const body = parse(route.body, req.body);
      const params = (parse(route.params, req.params) ?? {}) as Record<string, string>;
      const read = async () => {
        const reply = await route.handler({ query, body, params, identity: req.identity, req });
        if (checkResponses) checkResponse(route, reply.data);
        return reply;
      };
      if (route.cache) {
        const key = `${route.method} ${route.path}|${req.identity.language}|${JSON.stringify(query)}|${JSON.stringify(params)}|${route.cache.vary?.() ?? ''}`;
        const answer = await readCache.read(key, async () =>
          Buffer.from(JSON.stringify(envelopeOf({ statusCode: route.successStatus ?? 200, ...(await read()) }))),
        );
        sendCachedAnswer(req, res, answer);
        return;
      }
      const reply = await read();
      if (route.changesPublicReads) readCache.clear();
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      sendReply(res, { statusCode: route.successStatus ?? 200, ...reply });
    });
    router[route.method](route.path, ...handlers);
  }
}

import { AppError, type Identity } from '@helpwire/service-kit';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { requireAuthentication } from './authentication';
import { sendReply, type Reply } from './envelope';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteInput<Q, B> {
  query: Q;
  params: Record<string, string>;
  body: B;
  identity: Identity;
  req: Request;
}

/** One REST route of spec §7: its contract (documented in OpenAPI) and its handler. */
export interface ApiRoute<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  method: Method;
  /** Path under /api/v1, e.g. "/category/getAllCategories". */
  path: string;
  tag: string;
  summary: string;
  query?: Q;
  body?: B;
  /** Path parameters, e.g. `{ id }` for "/x/:id". */
  params?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  response: z.ZodType;
  paged?: boolean;
  successStatus?: number;
  auth?: 'public' | 'required';
  /** Extra middleware before validation, e.g. the strict rate limit. */
  before?: RequestHandler[];
  handler: (input: RouteInput<z.infer<Q>, z.infer<B>>) => Promise<Reply<unknown>>;
}

/** Declares a route with its types inferred from its schemas. */
export function defineRoute<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(route: ApiRoute<Q, B>): ApiRoute {
  return route as unknown as ApiRoute;
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
}

/** Mounts routes on an express router: deadline, authentication, validation with the contract texts, envelope. */
export function mountRoutes(router: Router, routes: ApiRoute[], { requestDeadlineMs }: MountOptions = {}): void {
  const startDeadline: RequestHandler = (req, _res, next) => {
    if (requestDeadlineMs) req.identity.deadline = Date.now() + requestDeadlineMs;
    next();
  };
  for (const route of routes) {
    const handlers: RequestHandler[] = [startDeadline, ...(route.before ?? [])];
    if (route.auth === 'required') handlers.push(requireAuthentication);
    handlers.push(async (req: Request, res: Response) => {
      const query = parse(route.query, req.query);
      const body = parse(route.body, req.body);
      const params = (parse(route.params, req.params) ?? {}) as Record<string, string>;
      const reply = await route.handler({ query, body, params, identity: req.identity, req });
      sendReply(res, { statusCode: route.successStatus ?? 200, ...reply });
    });
    router[route.method](route.path, ...handlers);
  }
}

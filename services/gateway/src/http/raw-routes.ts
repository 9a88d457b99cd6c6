import type { RequestHandler, Router } from 'express';

/**
 * A route that does not fit the JSON contract of `defineRoute` (multipart uploads, binary
 * downloads): its own handlers, and its OpenAPI operation written by hand.
 */
export interface RawRoute {
  method: 'get' | 'post';
  /** Path under /api/v1, e.g. "/files/:id". */
  path: string;
  handlers: RequestHandler[];
  /** The OpenAPI operation object (tags, summary, requestBody, responses …). */
  openApi: Record<string, unknown>;
  /**
   * Mounted before JSON parsing and authentication, so its handlers read the body bytes exactly as
   * sent (a signed webhook: the signature covers the raw bytes).
   */
  rawBody?: boolean;
}

export function mountRawRoutes(router: Router, routes: RawRoute[]): void {
  for (const route of routes) router[route.method](route.path, ...route.handlers);
}

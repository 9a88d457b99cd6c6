import type { RouteData, RouteInput, RouteRef } from '@helpwire/contracts/routes';
import { apiRequest, type Envelope, type RequestOptions } from './http-client';

/** The web's route catalogue (method and path, typed by the contracts' schemas): `api(routes.auth.login, body)`. */
export { routes, type RouteData, type RouteInput, type RouteRef } from '@helpwire/contracts/routes';

/** Everything apiRequest takes, except what the route itself says (method, body). */
export type ApiCallOptions = Omit<RequestOptions, 'method' | 'body'>;

type Args<R extends RouteRef> =
  RouteInput<R> extends undefined ? [input?: undefined, options?: ApiCallOptions] : [input: RouteInput<R>, options?: ApiCallOptions];

const METHODS = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

/**
 * Calls a route of the contracts' catalogue: `api(routes.auth.login, body)`. The argument is the
 * route's body (its query for a GET; `:name` path parameters are filled from it) and the answer's
 * `data` has the route's response type, both from the same zod schemas the gateway validates and
 * answers with; no hand-written request or response types.
 */
export function api<R extends RouteRef>(route: R, ...[input, options = {}]: Args<R>): Promise<Envelope<RouteData<R>>> {
  const values = { ...((input ?? {}) as Record<string, unknown>) };
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    delete values[name];
    return encodeURIComponent(String(value ?? ''));
  });
  const method = METHODS[route.method];
  if (method === 'GET') {
    const query = { ...(values as Record<string, string | number | undefined>), ...options.query };
    return apiRequest<RouteData<R>>(path, { ...options, method, query });
  }
  return apiRequest<RouteData<R>>(path, { ...options, method, body: input === undefined ? {} : values });
}

import { type z } from 'zod';
import type { RoutePath, RoutePaths } from '../route-paths';

/**
 * One JSON route of the REST API (spec §7), shared by the gateway (which implements it, validates
 * with `query`/`body`/`params` and answers `response` as the envelope's `data`) and the web's typed
 * client (which derives its argument and answer types from the same schemas).
 */
export interface RouteContract<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> extends RoutePath {
  query?: Q;
  body?: B;
  /** Path parameters, e.g. `{ id }` for "/x/:id". */
  params?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** The envelope carries `meta` (page numbers). */
  paged?: boolean;
  successStatus?: number;
  /**
   * 'required': only with a bearer token. 'admin': only with an admin's token, refused (403) before
   * anything of the request is read, so a user or helper learns nothing of the route's inputs.
   */
  auth?: 'public' | 'required' | 'admin';
}

type Schemas<Q, B, R> = Omit<
  RouteContract<Q extends z.ZodType ? Q : undefined, B extends z.ZodType ? B : undefined, R extends z.ZodType ? R : z.ZodType>,
  keyof RoutePath
>;

/** A route's schemas on its method and path (route-paths.ts). */
export const route = <
  P extends RoutePath,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  where: P,
  schemas: Schemas<Q, B, R> & { query?: Q; body?: B; response: R },
) => ({ ...where, ...schemas }) as P & RouteContract<Q, B, R>;

/**
 * The type each domain's file checks its areas against (`as const satisfies RouteAreas<'payment'>`):
 * every path of the area has its contract, and each `route(...)` is inferred as in one catalogue.
 */
export type RouteAreas<A extends keyof RoutePaths> = { [K in A]: { [N in keyof RoutePaths[K]]: RouteContract } };

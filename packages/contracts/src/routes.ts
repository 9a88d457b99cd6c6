/**
 * `@helpwire/contracts/routes`: the route catalogue for the web. The same names as the gateway's
 * catalogue (`routes.auth.login`), each entry only its method and path at run time (no zod in the
 * web's bundles) and typed by the catalogue's schemas: what to send and what `data` comes back.
 */
import type { z } from 'zod';
import type { RouteContract, routes as catalogue } from './route-catalogue';
import type { adminRoutePaths } from './admin-route-paths';
import type { subscribedPlanRoutePaths } from './subscribed-plan-route-paths';
import { routePaths } from './route-paths';

declare const contractOf: unique symbol;

/** A catalogue route as the web holds it: method and path, and its contract for the types only. */
export interface RouteRef<C extends RouteContract = RouteContract> {
  readonly method: C['method'];
  readonly path: string;
  readonly [contractOf]?: C;
}

/** The web's references to catalogue routes: each area's routes as method and path, typed by their contracts. */
export type Refs<T> = { readonly [K in keyof T]: T[K] extends RouteContract ? RouteRef<T[K]> : Refs<T[K]> };

/** Every area but the admins' (`@helpwire/contracts/admin-routes`) and the subscribed plan's (`@helpwire/contracts/subscribed-plan-routes`). */
export const routes = routePaths as unknown as Refs<Omit<typeof catalogue, keyof typeof adminRoutePaths | keyof typeof subscribedPlanRoutePaths>>;

type ContractOf<R> = R extends RouteRef<infer C> ? C : never;
type InputOf<S> = [NonNullable<S>] extends [z.ZodType] ? z.input<NonNullable<S>> : undefined;

/** What a route takes: its body, else its query, else its path parameters (undefined: nothing). */
export type RouteInput<R extends RouteRef> =
  InputOf<ContractOf<R>['body']> extends undefined
    ? InputOf<ContractOf<R>['query']> extends undefined
      ? InputOf<ContractOf<R>['params']>
      : InputOf<ContractOf<R>['query']>
    : InputOf<ContractOf<R>['body']>;

/** The `data` of a route's success envelope. */
export type RouteData<R extends RouteRef> = z.output<ContractOf<R>['response']>;

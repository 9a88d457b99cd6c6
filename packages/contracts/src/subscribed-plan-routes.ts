/**
 * `@helpwire/contracts/subscribed-plan-routes`: the caller's storage subscription routes (decision
 * 0085) for the money feature, as `@helpwire/contracts/routes` gives the others: method and path at
 * run time, typed by the catalogue's schemas. Apart so that none of them is in what `/` loads.
 */
import type { routes as catalogue } from './route-catalogue';
import type { Refs } from './routes';
import { subscribedPlanRoutePaths } from './subscribed-plan-route-paths';

export const subscribedPlanRoutes = subscribedPlanRoutePaths as unknown as Refs<Pick<typeof catalogue, keyof typeof subscribedPlanRoutePaths>>;

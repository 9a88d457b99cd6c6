/**
 * `@helpwire/contracts/admin-routes`: the admins' routes for the admin remote, as
 * `@helpwire/contracts/routes` gives the others: method and path at run time, typed by the
 * catalogue's schemas. Apart so that nothing of the console's routes is in what `/` loads.
 */
import { adminRoutePaths } from './admin-route-paths';
import type { routes as catalogue } from './route-catalogue';
import type { Refs } from './routes';

export const adminRoutes = adminRoutePaths as unknown as Refs<Pick<typeof catalogue, keyof typeof adminRoutePaths>>;

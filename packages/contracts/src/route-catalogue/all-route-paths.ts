import { adminRoutePaths } from '../admin-route-paths';
import { routePaths as publicRoutePaths } from '../route-paths';
import { subscribedPlanRoutePaths } from '../subscribed-plan-route-paths';

/** Every area's paths, the admins' and the subscribed plan's included: what the catalogue (the gateway's, never the web's first load) gives schemas to. */
export const routePaths = { ...publicRoutePaths, ...subscribedPlanRoutePaths, ...adminRoutePaths };

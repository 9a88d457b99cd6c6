import { adminRoutePaths } from '../admin-route-paths';
import { routePaths as publicRoutePaths } from '../route-paths';

/** Every area's paths, the admins' included: what the catalogue (the gateway's, never the web's first load) gives schemas to. */
export const routePaths = { ...publicRoutePaths, ...adminRoutePaths };

import { z } from 'zod';
import { adminAccountSchema, adminIdParams, adminPermissionsSchema, deactivateAdminBody, inviteAdminBody, setAdminPermissionBody } from '../admin-admins';
import { emptySchema } from '../current-user';
import { routePaths } from './all-route-paths';
import { route, type RouteAreas } from './route-contract';

const { adminAdmins } = routePaths;

/** The console's Admins page (decision 0083): admins only; auth refuses those without admins.manage (but their own permissions). */
export const adminsRoutes = {
  adminAdmins: {
    permissions: route(adminAdmins.permissions, { auth: 'admin', response: adminPermissionsSchema }),
    list: route(adminAdmins.list, { auth: 'admin', response: z.array(adminAccountSchema) }),
    invite: route(adminAdmins.invite, { auth: 'admin', body: inviteAdminBody, response: adminAccountSchema }),
    setPermission: route(adminAdmins.setPermission, { auth: 'admin', params: adminIdParams, body: setAdminPermissionBody, response: adminAccountSchema }),
    deactivate: route(adminAdmins.deactivate, { auth: 'admin', params: adminIdParams, body: deactivateAdminBody, response: emptySchema }),
  },
} as const satisfies RouteAreas<'adminAdmins'>;

import { z } from 'zod';
import { auditEntrySchema, auditSearchQuery } from '../audit';
import { routePaths } from './all-route-paths';
import { route, type RouteAreas } from './route-contract';

/** The audit log of admin actions (decision 0065): a search, and nothing that changes an entry. */
export const auditRoutes = {
  adminAudit: {
    /** Entries newest first, by actor, action, object and time range (admins only). */
    search: route(routePaths.adminAudit.search, { auth: 'admin', query: auditSearchQuery, response: z.array(auditEntrySchema), paged: true }),
  },
} as const satisfies RouteAreas<'adminAudit'>;

import { z } from 'zod';
import {
  accountActionBody,
  accountExportSchema,
  accountIdParams,
  eraseAccountBody,
  peopleSearchQuery,
  personDetailSchema,
  personSchema,
  resendVerificationBody,
  sessionsEndedSchema,
  verificationSentSchema,
} from '../admin-people';
import { emptySchema } from '../current-user';
import { routePaths } from './all-route-paths';
import { route, type RouteAreas } from './route-contract';

const { adminPeople } = routePaths;

/** The console's People page (decision 0076): admins only, each action audited by the service that acts. */
export const peopleRoutes = {
  adminPeople: {
    search: route(adminPeople.search, { auth: 'admin', query: peopleSearchQuery, response: z.array(personSchema), paged: true }),
    detail: route(adminPeople.detail, { auth: 'admin', params: accountIdParams, response: personDetailSchema }),
    signOutEverywhere: route(adminPeople.signOutEverywhere, { auth: 'admin', body: accountActionBody, response: sessionsEndedSchema }),
    resendVerification: route(adminPeople.resendVerification, { auth: 'admin', body: resendVerificationBody, response: verificationSentSchema }),
    exportData: route(adminPeople.exportData, { auth: 'admin', body: accountActionBody, response: accountExportSchema }),
    erase: route(adminPeople.erase, { auth: 'admin', body: eraseAccountBody, response: emptySchema }),
  },
} as const satisfies RouteAreas<'adminPeople'>;

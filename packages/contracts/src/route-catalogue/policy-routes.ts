import { z } from 'zod';
import {
  policyHistorySchema,
  policyTypeParams,
  policyVersionIdParams,
  policyVersionSchema,
  publishPolicyVersionBody,
  withdrawPolicyVersionBody,
} from '../policy-versions';
import { routePaths } from './all-route-paths';
import { route, type RouteAreas } from './route-contract';

const { adminPolicies } = routePaths;

/** The policies' versions (decision 0081): admins only, each change audited by the content service. */
export const policyRoutes = {
  adminPolicies: {
    list: route(adminPolicies.list, { auth: 'admin', response: z.array(policyHistorySchema) }),
    publish: route(adminPolicies.publish, {
      auth: 'admin',
      params: policyTypeParams,
      body: publishPolicyVersionBody,
      response: policyVersionSchema,
      successStatus: 201,
    }),
    withdraw: route(adminPolicies.withdraw, { auth: 'admin', params: policyVersionIdParams, body: withdrawPolicyVersionBody, response: policyVersionSchema }),
  },
} as const satisfies RouteAreas<'adminPolicies'>;

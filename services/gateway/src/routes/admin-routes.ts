import { AuthMessages, routes } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { toCurrentUser } from './user-view';

export interface AdminRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
}

/** The admin's sign-in and helper list (the review itself is POST /admin/helpers/review). */
export function adminRoutes({ auth: client, deadlineMs, strictRateLimit }: AdminRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  return [
    defineRoute(routes.admin.login, {
      tag: 'Admin',
      summary: 'Sign in as an admin (same rules as /auth/login; accounts without the admin role get the usual failure text)',
      before: [strictRateLimit],
      handler: async ({ body, identity, req }) => {
        const { token, user } = await client.login({ ...body, role: authNames.roleNames.toProto('ADMIN'), clientAddress: req.ip ?? '' }, { identity, ...call });
        return { data: { token, user: toCurrentUser(user) }, message: AuthMessages.loggedIn };
      },
    }),
    defineRoute(routes.admin.helpers, {
      tag: 'Admin',
      summary: 'Helpers with a review status (IN_REVIEW by default), with their ID card and documents (admins only)',
      handler: async ({ query, identity }) => {
        const { helpers } = await client.listHelpers({ status: authNames.verificationStatusNames.toProto(query.status) }, { identity, ...call });
        return { data: helpers.map((helper) => toCurrentUser(helper)) };
      },
    }),
  ];
}

import { loginBody } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { toFileRef } from './file-ref';
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
    defineRoute({
      method: 'post',
      path: '/auth/login/admin',
      tag: 'Admin',
      summary: 'Sign in as an admin (same rules as /auth/login; accounts without the admin role get the usual failure text)',
      body: loginBody,
      response: z.object({ token: z.string(), user: z.unknown() }),
      before: [strictRateLimit],
      handler: async ({ body, identity, req }) => {
        const { token, user } = await client.login({ ...body, role: authNames.roleNames.toProto('ADMIN'), clientAddress: req.ip ?? '' }, { identity, ...call });
        return { data: { token, user: toCurrentUser(user) }, message: 'Login successfully' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/helpers',
      tag: 'Admin',
      summary: 'Helpers with a review status (IN_REVIEW by default), with their ID card and documents (admins only)',
      auth: 'required',
      query: z.object({ status: z.enum(['IN_REVIEW', 'APPROVED', 'REJECTED'], { error: 'status must be IN_REVIEW, APPROVED or REJECTED' }).default('IN_REVIEW') }),
      response: z.array(z.unknown()),
      handler: async ({ query, identity }) => {
        const { helpers } = await client.listHelpers({ status: authNames.verificationStatusNames.toProto(query.status) }, { identity, ...call });
        // The files as this list has always shown them: the stored-file facts with the size as a decimal string.
        return { data: helpers.map((helper) => ({ ...toCurrentUser(helper), idCard: helper.idCard ? { ...toFileRef(helper.idCard), size: helper.idCard.size } : null, documents: helper.documents.map((f) => ({ ...toFileRef(f), size: f.size })) })) };
      },
    }),
  ];
}

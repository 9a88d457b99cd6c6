import { AuthMessages, routes } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { adminChallengeJson } from './admin-challenge-json';
import { toCurrentUser } from './user-view';

export interface AdminRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
}

/** The admin's sign-in with its second factor (decision 0064) and helper list (the review itself is POST /admin/helpers/review). */
export function adminRoutes({ auth: client, deadlineMs, strictRateLimit }: AdminRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  return [
    defineRoute(routes.admin.login, {
      tag: 'Admin',
      summary:
        "An admin's password (same rules as /auth/login; accounts without the admin role get the usual failure text). Opens no session: answers the second factor's step, TOTP or ENROLL (first sign-in: a secret for the authenticator app), with a single-use 5-minute challenge",
      before: [strictRateLimit],
      handler: async ({ body, identity, req }) => {
        const { adminChallenge } = await client.login(
          { ...body, role: authNames.roleNames.toProto('ADMIN'), clientAddress: req.ip ?? '' },
          { identity, ...call },
        );
        return adminChallengeJson(adminChallenge);
      },
    }),
    defineRoute(routes.admin.loginTotp, {
      tag: 'Admin',
      summary:
        "The second step of an admin's sign-in: the challenge with the 6-digit code of the authenticator app, or one unused recovery code; 5 wrong codes lock it for 15 minutes",
      before: [strictRateLimit],
      handler: async ({ body, identity, req }) => {
        const { token, user } = await client.verifyAdminSecondFactor(
          { challenge: body.challenge, code: body.code, recoveryCode: body.recoveryCode, clientAddress: req.ip ?? '' },
          { identity, ...call },
        );
        return { data: { token, user: toCurrentUser(user) }, message: AuthMessages.loggedIn };
      },
    }),
    defineRoute(routes.admin.enrollTotp, {
      tag: 'Admin',
      summary:
        "An admin's first sign-in: the ENROLL challenge with the first code of the secret it offered stores the secret; answers the session and ten recovery codes, shown only this once",
      before: [strictRateLimit],
      handler: async ({ body, identity, req }) => {
        const { token, user, recoveryCodes } = await client.enrollAdminSecondFactor(
          { challenge: body.challenge, code: body.code, clientAddress: req.ip ?? '' },
          { identity, ...call },
        );
        return { data: { token, user: toCurrentUser(user), recoveryCodes }, message: AuthMessages.secondFactorEnrolled };
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
    defineRoute(routes.admin.suspendAccount, {
      tag: 'Admin',
      summary:
        'Suspend an account with a reason (admins only): it can no longer sign in, every session ends (its sockets close at the next session check, within a minute), a helper goes off duty; audited',
      handler: async ({ body, identity }) => {
        await client.suspendAccount({ accountId: body.account, reason: body.reason }, { identity, ...call });
        return { data: {}, message: 'The account is suspended' };
      },
    }),
    defineRoute(routes.admin.unsuspendAccount, {
      tag: 'Admin',
      summary: 'Lift a suspension (admins only): the account may sign in again; audited',
      handler: async ({ body, identity }) => {
        await client.unsuspendAccount({ accountId: body.account }, { identity, ...call });
        return { data: {}, message: 'The suspension is lifted' };
      },
    }),
    defineRoute(routes.admin.warnAccount, {
      tag: 'Admin',
      summary: 'Warn an account with a reason (admins only); audited',
      handler: async ({ body, identity }) => {
        await client.warnAccount({ accountId: body.account, reason: body.reason }, { identity, ...call });
        return { data: {}, message: 'The account is warned' };
      },
    }),
  ];
}
